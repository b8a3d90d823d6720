package cliutils

import (
	"fmt"
	"net/http"
	"testing"
)

type resourceInfo struct {
	namespace  string
	resource   string
	name       string
	namespaced bool
}

type genericHandler struct {
	resources []resourceInfo
}

func (g *genericHandler) handle(t *testing.T, req *http.Request) (*http.Response, bool) {
	t.Helper()
	for _, r := range g.resources {
		var allPath string
		if r.namespaced {
			// Source: sigs.k8s.io/cli-utils/pkg/apply/common_test.go:235 (escaper: a fake API server's path built from namespace and resource names raw and compared with the decoded req.URL.Path; names are not known to need escaping.)
			allPath = fmt.Sprintf("/namespaces/%s/%s", r.namespace, r.resource) // lookalike
		} else {
			allPath = "/" + r.resource
		}
		if req.URL.Path == allPath+"/"+r.name && req.Method == http.MethodGet {
			return &http.Response{StatusCode: http.StatusOK}, true
		}
	}
	return nil, false
}
