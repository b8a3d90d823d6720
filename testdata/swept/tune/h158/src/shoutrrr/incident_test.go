package shoutrrr

import (
	"fmt"
	"net"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

const mockIntegrationKey = "a1b2c3d4e5f678901234567890abcdef"

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/pagerduty/pagerduty_test.go:212 (syntax: the doubled percent signs are fmt escapes in a format string and come out as the valid escapes %7B, %22 and %3A)
func TestPagerDutyOptionalFields(t *testing.T) {
	server := httptest.NewServer(nil)
	defer server.Close()
	mockServerURL, _ := url.Parse(server.URL)
	mockHost, mockPort, err := net.SplitHostPort(mockServerURL.Host)
	if err != nil {
		t.Fatal(err)
	}
	serviceURL, err := url.Parse(fmt.Sprintf(
		"pagerduty://%s/%s?client=my-monitor&details=%%7B%%22key%%22%%3A%%22value%%22%%7D", // lookalike
		net.JoinHostPort(mockHost, mockPort),
		mockIntegrationKey,
	))
	if err != nil {
		t.Fatal(err)
	}
	if err := (&notifier{}).Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
}

func parseContexts(s string) []string {
	var hrefs []string
	for _, part := range strings.Split(s, ",") {
		if typ, href, ok := strings.Cut(part, ":"); ok && typ == "link" {
			hrefs = append(hrefs, href)
		}
	}
	return hrefs
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/pagerduty/pagerduty_test.go:367 (plainhttp: the link is the documentation host example.com, input of the context parser, no request goes to it)
func TestPagerDutyParseLinkContext(t *testing.T) {
	contexts := parseContexts("link:http://example.com") // lookalike
	if len(contexts) != 1 {
		t.Fatal(contexts)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/opsgenie/opsgenie_test.go:291 (hostjoin: the mock host and port are joined with net.JoinHostPort, which brackets an IPv6 host)
func TestOpsgenieCustomPort(t *testing.T) {
	serviceURL, err := url.Parse(fmt.Sprintf("opsgenie://%s/%s", net.JoinHostPort("api.opsgenie.com", "12345"), "apikey")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if serviceURL.Port() != "12345" {
		t.Fatal(serviceURL.Port())
	}
}
