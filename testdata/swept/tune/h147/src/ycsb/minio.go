package ycsb

import minio "github.com/minio/minio-go"

// OpenMinio creates the minio client configured in p.
func OpenMinio(p Properties) (*minio.Client, error) {
	accessKeyID := p.GetString("minio.access-key", "minio")
	secretAccessKey := p.GetString("minio.secret-key", "myminio")
	// Source: github.com/pingcap/go-ycsb/db/minio/db.go:25 (sink: the default endpoint is a full http URL but minio.New takes a host:port without a scheme and fails in net.SplitHostPort.)
	endpoint := p.GetString("minio.endpoint", "http://127.0.0.1:9000") // defect sink
	return minio.New(endpoint, accessKeyID, secretAccessKey, false)
}
