// Package ec2mock holds cases rewritten from github.com/aws/amazon-ec2-metadata-mock.
package ec2mock

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

const (
	// Source: github.com/aws/amazon-ec2-metadata-mock/pkg/mock/imdsv2/imdsv2_test.go:32 (plainhttp: target of httptest.NewRequest handed straight to a handler, never sent over the network)
	testURL = "http://test-example.com/" // lookalike
)

func TestGenerateToken(t *testing.T) {
	req := httptest.NewRequest("PUT", testURL, nil)
	rec := httptest.NewRecorder()
	trailingSlashMiddleware(http.NotFoundHandler()).ServeHTTP(rec, req)
	if rec.Code == 0 {
		t.Fatal("no status")
	}
}
