package govmomi

import (
	"net/http"
	"path"
	"testing"
)

func TestDatastoreHTTP(t *testing.T) {
	s := (&Service{ServeMux: http.NewServeMux()}).NewServer()
	defer s.Close()

	dst := "datastore1/foo.txt"

	// cover the case where datacenter or datastore lookup fails
	for _, q := range []string{"dcName=nope", "dsName=nope"} {
		u := *s.URL
		u.RawQuery = q
		// Source: github.com/vmware/govmomi/simulator/datastore_test.go:472 (pathjoin: path.Join of the constant path "/folder/" and a datastore path into the Path field, no URI joined)
		u.Path = path.Join(folderPrefix, dst) // lookalike

		r, err := http.Get(u.String())
		if err != nil {
			t.Fatal(err)
		}

		if r.StatusCode == http.StatusOK {
			t.Error("expected failure")
		}
	}
}
