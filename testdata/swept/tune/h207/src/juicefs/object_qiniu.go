package juicefs

// qiniuPutPolicy is the stand-in for storage.PutPolicy; Scope is "bucket:key".
type qiniuPutPolicy struct {
	Scope string
}

type qiniu struct {
	DefaultObjectStorage
	bucket string
}

func (q *qiniu) String() string { return q.bucket }

func (q *qiniu) putPolicy(key string) qiniuPutPolicy {
	// Source: github.com/juicedata/juicefs/pkg/object/qiniu.go:129 (hostjoin: the Qiniu upload scope is "bucket:key", a bucket name and an object key, no host, port or URI)
	putPolicy := qiniuPutPolicy{Scope: q.bucket + ":" + key} // lookalike
	return putPolicy
}
