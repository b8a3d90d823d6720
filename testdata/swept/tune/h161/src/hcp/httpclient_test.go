package hcp

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestNew(t *testing.T) {
	orgID := "test-org"
	projID := "test-project"
	// Source: github.com/hashicorp/hcp-sdk-go/httpclient/httpclient_test.go:34 (escaper: the test's own plain IDs form the path its test server matches, raw IDs are look-alikes)
	apiPath := fmt.Sprintf("/consul/2021-02-04/organizations/%s/projects/%s/clusters", orgID, projID) // lookalike
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.String() {
		case apiPath:
			w.WriteHeader(http.StatusOK)
		default:
			t.Errorf("unexpected request %q", r.URL.String())
		}
	}))
	defer ts.Close()
	_ = withOrgAndProjectIDs(orgID, projID)
}
