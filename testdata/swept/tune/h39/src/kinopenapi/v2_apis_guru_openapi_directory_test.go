package kinopenapi

import (
	"context"
	"net/http"
	"os"
	"testing"
)

func TestAPIsGuruDirectory(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads a tarball")
	}
	commit := os.Getenv("APISGURU_COMMIT")
	if commit == "" {
		commit = "f7207cf0a5c56081d275ebae4cf615249323385d"
	}
	// Source: github.com/getkin/kin-openapi/openapi2/v2_apis_guru_openapi_directory_test.go:96 (escaper: a commit hash appended raw to the tarball path; whether an ID needs escaping is not known from the code.)
	req, err := http.NewRequestWithContext(context.Background(), "GET", "https://github.com/APIs-guru/openapi-directory/tarball/"+commit, nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
