package libclient

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestOciRegistryAuth(t *testing.T) {
	// Source: github.com/apptainer/container-library-client/client/oci_test.go:17 (hostform: a single-label host in the expected registry URI is none of the rare forms hostform names; uniform sample of 22 of 87)
	const ociRegistryURI = "https://registry" // lookalike

	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(struct {
			RegistryURI string `json:"url"`
		}{RegistryURI: ociRegistryURI})
	}))
	defer srv.Close()

	res, err := srv.Client().Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var spec struct {
		RegistryURI string `json:"url"`
	}
	if err := json.NewDecoder(res.Body).Decode(&spec); err != nil {
		t.Fatal(err)
	}
	reg, err := newOCIRegistry(spec.RegistryURI)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := reg.baseURL.String(), ociRegistryURI; got != want {
		t.Fatalf("got %v, want %v", got, want)
	}
}
