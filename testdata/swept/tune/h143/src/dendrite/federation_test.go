package dendrite

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestFederationRoutes(t *testing.T) {
	srv := httptest.NewTLSServer(http.NotFoundHandler())
	defer srv.Close()
	baseURL := srv.URL
	// Source: github.com/element-hq/dendrite/federationapi/federationapi_test.go:338 (hostform: the bare https scheme prefix is only cut off the test server URL with strings.TrimPrefix and is never used as a URI)
	serverName := strings.TrimPrefix(baseURL, "https://") // lookalike
	_ = serverName
}

type federationRequest struct {
	Method, Destination, Origin, RequestURI string
}

func newFederationRequest(method, destination, origin, requestURI string) *federationRequest {
	return &federationRequest{method, destination, origin, requestURI}
}

func TestQueryProfile(t *testing.T) {
	testOrigin := "test"
	// Source: github.com/element-hq/dendrite/federationapi/routing/profile_test.go:69 (escaper: the user ID is escaped with url.QueryEscape, the right escaper for a query value)
	req := newFederationRequest("GET", "remote", testOrigin, "/query/profile?user_id="+url.QueryEscape("@user:"+testOrigin)) // lookalike
	_ = req
}

func TestQueryDirectory(t *testing.T) {
	// Source: github.com/element-hq/dendrite/federationapi/routing/query_test.go:67 (escaper: the room alias is escaped with url.QueryEscape, the right escaper for a query value)
	req := newFederationRequest("GET", "remote", "test", "/query/directory?room_alias="+url.QueryEscape("#room:server")) // lookalike
	_ = req
}
