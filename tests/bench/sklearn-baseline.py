"""The scikit-learn baseline of `npm run bench -- command` (issue 28): TF-IDF over words and
average-linkage agglomerative clustering on cosine distance, the textbook recipe the engine is
measured against. Reads the same keyword CSV as the command (first column, header row), prints
one JSON line: the keywords, the clusters, and seconds for reading, vectorising and clustering.

Usage: python3 tests/bench/sklearn-baseline.py FILE.csv [DISTANCE_THRESHOLD]
"""

import csv
import json
import sys
import time

started = time.perf_counter()
from sklearn.cluster import AgglomerativeClustering  # noqa: E402
from sklearn.feature_extraction.text import TfidfVectorizer  # noqa: E402

imported = time.perf_counter()
path = sys.argv[1]
# Cosine distance 0.7 (similarity 0.3): the cut at which word TF-IDF pairs read as one page.
threshold = float(sys.argv[2]) if len(sys.argv) > 2 else 0.7
with open(path, newline="", encoding="utf-8") as handle:
    rows = csv.reader(handle)
    next(rows)
    keywords = [row[0] for row in rows if row and row[0].strip()]
read = time.perf_counter()
features = TfidfVectorizer().fit_transform(keywords).toarray()
vectorised = time.perf_counter()
# `metric` since scikit-learn 1.2; `affinity` before it.
try:
    model = AgglomerativeClustering(
        n_clusters=None, distance_threshold=threshold, metric="cosine", linkage="average"
    )
except TypeError:
    model = AgglomerativeClustering(
        n_clusters=None, distance_threshold=threshold, affinity="cosine", linkage="average"
    )
labels = model.fit_predict(features)
clustered = time.perf_counter()
print(
    json.dumps(
        {
            "keywords": len(keywords),
            "clusters": int(labels.max()) + 1 if len(labels) else 0,
            "import_seconds": round(imported - started, 3),
            "vectorise_seconds": round(vectorised - read, 3),
            "cluster_seconds": round(clustered - vectorised, 3),
            "seconds": round(clustered - started, 3),
        }
    )
)
