package externaldns

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestRecords_HTTPRequestErrorMissingHost0(t *testing.T) {
	wpr := WebhookProvider{
		// Source: github.com/kubernetes-sigs/external-dns/provider/webhook/webhook_test.go:177 (syntax: a host with the text "\x00" the test expects the request to fail on with "invalid URL escape", rule 2a)
		remoteServerURL: &url.URL{Scheme: "http", Host: "example\\x00.com", Path: "\\x00"}, // lookalike
		client:          &http.Client{},
	}

	_, err := wpr.Records(context.Background())
	if err == nil || !strings.Contains(err.Error(), "invalid URL escape") {
		t.Fatalf("got %v", err)
	}
}

func TestApplyChanges_GetFailed(t *testing.T) {
	p := WebhookProvider{
		// Source: github.com/kubernetes-sigs/external-dns/provider/webhook/webhook_test.go:279 (sink: a URL without a scheme the test expects to fail with "unsupported protocol scheme", rule 2a)
		remoteServerURL: &url.URL{Host: "localhost"}, // lookalike
		client:          &http.Client{},
	}

	err := p.ApplyChanges(context.Background())
	if err == nil || !strings.Contains(err.Error(), "unsupported protocol scheme") {
		t.Fatalf("got %v", err)
	}
}
