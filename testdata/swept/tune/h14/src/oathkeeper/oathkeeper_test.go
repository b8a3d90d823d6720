package oathkeeper

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/ory/oathkeeper/x"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type keyFetcher struct{}

func (keyFetcher) ResolveKey(ctx context.Context, locations []url.URL, kid, use string) (interface{}, error) {
	return nil, nil
}

func TestFetcherResolveKey(t *testing.T) {
	s := keyFetcher{}
	uris := []url.URL{
		// Source: github.com/ory/oathkeeper/credentials/fetcher_default_test.go:75 (hostform: Ory's relative file form, which urlx.Parse reads as a path once it has cut "file://", rule 5)
		*x.ParseURLOrPanic("file://../test/stub/jwks-hs.json"), // lookalike
		*x.ParseURLOrPanic("file://../test/stub/jwks-rsa-single.json"),
	}
	_, err := s.ResolveKey(context.Background(), uris, "81be3441-5303-4c52-b00d-bbdfadc75633", "sig")
	require.NoError(t, err)
}

type idTokenTestCase struct {
	Subject string
	K       string
}

var idTokenTestCases = []idTokenTestCase{
	{
		Subject: "foo",
		// Source: github.com/ory/oathkeeper/pipeline/mutate/mutator_id_token_test.go:51 (dotsegment: a relative file path in Ory's "file://" form, which urlx.Parse reads as "../../test/stub/…" once it has cut the prefix; the wrapper tries that form first, rule 5)
		K: "file://../../test/stub/jwks-hs.json", // lookalike
	},
	{
		Subject: "bar",
		K:       "file://../../test/stub/jwks-rsa-multiple.json",
	},
}

func TestMutatorIDToken(t *testing.T) {
	s := keyFetcher{}
	for _, tc := range idTokenTestCases {
		_, err := s.ResolveKey(context.Background(), []url.URL{*x.ParseURLOrPanic(tc.K)}, "", "sig")
		require.NoError(t, err)
	}
}

func newTestRequest(u string) *http.Request {
	return &http.Request{URL: x.ParseURLOrPanic(u), Method: "GET"}
}

type ruleMatch struct {
	Methods []string
	URL     string
}

func TestRequestHandlerInitializeContext(t *testing.T) {
	for _, tc := range []struct {
		desc     string
		url      string
		match    ruleMatch
		expected *url.URL
	}{
		{
			desc: "Rule with 1 capture and path traversal",
			// Source: github.com/ory/oathkeeper/proxy/request_handler_test.go:506 (dotsegment: parent segments on purpose, the case is named for a path traversal, rule 2b)
			url: "http://localhost/user/../admin/secrets?param=test", // lookalike
			// Source: github.com/ory/oathkeeper/proxy/request_handler_test.go:509 (syntax: a rule's match pattern with a regexp in "<…>", not a URI)
			match:    ruleMatch{URL: "http://localhost/admin/<.*>"}, // lookalike
			expected: x.ParseURLOrPanic("http://localhost/admin/secrets?param=test"),
		},
	} {
		t.Run(tc.desc, func(t *testing.T) {
			r := newTestRequest(tc.url)
			assert.Equal(t, tc.expected.String(), r.URL.String())
		})
	}
}

func TestAccessRuleRepositories(t *testing.T) {
	assert.Equal(t, []url.URL{
		*x.ParseURLOrPanic("file://path/to/rules.json"),
		// Source: github.com/ory/oathkeeper/driver/configuration/provider_koanf_public_test.go:226 (hostcase: base64 data after the "inline" scheme, which names no DNS host, rule 5)
		*x.ParseURLOrPanic("inline://W3siaWQiOiJmb28tcnVsZSIsImF1dGhlbnRpY2F0b3JzIjpbXX1d"), // lookalike
		*x.ParseURLOrPanic("https://path-to-my-rules/rules.json"),
	}, nil)
}

func TestConnectMiddleware(t *testing.T) {
	for _, tc := range []struct {
		name  string
		match ruleMatch
	}{
		{
			name: "should fail because not an rpc rule",
			match: ruleMatch{
				Methods: []string{"POST"},
				// Source: github.com/ory/oathkeeper/middleware/connect_test.go:193 (syntax: a rule's match pattern with a regexp in "<…>", not a URI, in a case the test expects denied)
				URL: "rpc://<[0-9a-zA-Z]+>.example.com/ory.rpctest.TestService/Unary", // lookalike
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.False(t, strings.HasPrefix(tc.match.URL, "http"))
		})
	}
}

func TestConfigureBackendURL(t *testing.T) {
	for _, tc := range []struct {
		r    *http.Request
		up   Upstream
		eURL string
	}{
		{
			// Source: github.com/ory/oathkeeper/proxy/proxy_test.go:499 (dotsegment: dot segments in the decoded Path field, which the proxy's path.Join cleans; no URI)
			r:    &http.Request{Host: "localhost:3000", URL: &url.URL{Path: "/api/../users/1234", Scheme: "http"}}, // lookalike
			up:   Upstream{URL: "http://localhost:4000"},
			eURL: "http://localhost:4000/users/1234",
		},
	} {
		require.NoError(t, configureBackendURL(tc.r, tc.up))
		assert.Equal(t, tc.eURL, tc.r.URL.String())
	}
}

func ensureOpen(t *testing.T, port int) bool {
	// Source: github.com/ory/oathkeeper/cmd/root_test.go:78 (hostjoin: the host is the constant localhost, rule 3)
	res, err := http.Get(fmt.Sprintf("http://localhost:%d", port)) // lookalike
	if err != nil {
		t.Logf("Network error while polling for server: %s", err)
		return true
	}
	defer res.Body.Close()
	return false
}

func TestHydratorQuery(t *testing.T) {
	// Source: github.com/ory/oathkeeper/pipeline/mutate/mutator_hydrator_test.go:345 (percent: "%26" encodes the "&" the test expects back in the value "&12", which must stay encoded)
	req := &http.Request{URL: &url.URL{RawQuery: "a=b&c=%2612"}} // lookalike
	assert.Equal(t, []string{"&12"}, req.URL.Query()["c"])
}

func TestBearerTokenFromQuery(t *testing.T) {
	expectedToken := "token"
	customQueryParameterName := "Custom-Auth"
	request := &http.Request{
		// Source: github.com/ory/oathkeeper/helper/bearer_test.go:60 (escaper: a parameter name and a token the test writes, which hold nothing to escape)
		URL: &url.URL{RawQuery: customQueryParameterName + "=" + expectedToken}, // lookalike
	}
	assert.Equal(t, expectedToken, request.URL.Query().Get(customQueryParameterName))
}
