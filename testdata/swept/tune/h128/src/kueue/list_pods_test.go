package kueue

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

func mockHandler(args []string, kind string) func(*http.Request) int {
	// Source: sigs.k8s.io/kueue/cmd/kueuectl/app/list/list_pods_test.go:663 (sink: a scheme-less path prefix that a fake REST client only compares with the request's URL path; it is never given to a function that fetches.)
	reqPathPrefix := fmt.Sprintf("/namespaces/%s", "default") // lookalike
	if slices.Contains(args, "-A") {
		reqPathPrefix = ""
	}
	return func(r *http.Request) int {
		if strings.HasPrefix(r.URL.Path, reqPathPrefix) && strings.HasSuffix(r.URL.Path, kind) {
			return http.StatusOK
		}
		return http.StatusNotFound
	}
}

func TestListPods(t *testing.T) {
	h := mockHandler(nil, "jobs")
	if h == nil {
		t.Fatal("no handler")
	}
}
