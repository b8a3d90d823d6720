package crowdsec

import (
	"context"
	"strings"
	"testing"
)

// Source: github.com/crowdsecurity/crowdsec/pkg/cwhub/cwhub_test.go:19 (syntax: a hub URL template with two %s holes for branch and path, a valid URL once filled, by the rule that a template is judged as the URI it becomes when filled)
const mockURLTemplate = "https://cdn-hub.crowdsec.net/crowdsecurity/%s/%s" // lookalike

func TestFetchIndex(t *testing.T) {
	ctx := context.Background()
	downloader := &Downloader{Branch: "main", URLTemplate: mockURLTemplate}

	// bad domain name

	// Source: github.com/crowdsecurity/crowdsec/pkg/cwhub/download_test.go:88 (sink: a relative template with no scheme under the comment bad domain name, for which the test expects an unsupported protocol scheme error, rules 2a and 2b)
	downloader.URLTemplate = "x/%s/%s" // lookalike
	_, err := downloader.FetchIndex(ctx, false)
	if err == nil || !strings.Contains(err.Error(), `Get "x/main/.index.json": unsupported protocol scheme ""`) {
		t.Errorf("got %v", err)
	}

	// Source: github.com/crowdsecurity/crowdsec/pkg/cwhub/download_test.go:93 (syntax: a template to the single-label host x under the comment bad domain name, for which the test expects a lookup error, rules 2a and 2b)
	downloader.URLTemplate = "http://x/%s/%s" // lookalike
	_, err = downloader.FetchIndex(ctx, false)
	// can be no such host, server misbehaving, etc
	// Source: github.com/crowdsecurity/crowdsec/pkg/cwhub/download_test.go:96 (syntax: expected error text quoting the URL, prose by rule 4)
	if err == nil || !strings.Contains(err.Error(), `Get "http://x/main/.index.json": dial tcp: lookup x`) { // lookalike
		t.Errorf("got %v", err)
	}
}
