package percona

import "testing"

// Source: github.com/percona/mongodb_exporter/exporter/pbm_collector_test.go:42 (the collector under test connects to the test replica set with the admin password in the URI)
func TestPBMCollector(t *testing.T) {
	mongoURI := "mongodb://admin:admin@127.0.0.1:17006/?connectTimeoutMS=1000&directConnection=true" // defect credentials
	c := newPbmCollector(mongoURI)
	if c.uri == "" {
		t.Fatal("no uri")
	}
}
