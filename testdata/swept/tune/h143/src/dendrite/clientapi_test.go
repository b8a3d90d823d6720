package dendrite

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAdminRegistrationTokens(t *testing.T) {
	testCases := []struct {
		name             string
		valid            string
		isValidSpecified bool
		token            string
	}{
		{name: "No response when valid has a bad value", valid: "trueee", isValidSpecified: true},
		{name: "Alice can UPDATE a token", token: "alice_token1"},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			path := "/_dendrite/admin/registrationTokens"
			if tc.isValidSpecified {
				// Source: github.com/element-hq/dendrite/clientapi/admin_test.go:286 (escaper: the filter value is put raw into the query of a test request, and whether such a value needs escaping is not known from the code)
				path = fmt.Sprintf("/_dendrite/admin/registrationTokens?valid=%v", tc.valid) // lookalike
			}
			if tc.token != "" {
				// Source: github.com/element-hq/dendrite/clientapi/admin_test.go:654 (escaper: the registration token name is put raw into a path segment, raw tokens are look-alikes)
				path = fmt.Sprintf("/_dendrite/admin/registrationTokens/%s", tc.token) // lookalike
			}
			req, err := newTestRequest(http.MethodGet, path)
			if err != nil {
				t.Fatal(err)
			}
			_ = req
		})
	}
}

func TestAdminEventReports(t *testing.T) {
	body := "{}"
	roomID, eventID := "!room:test", "$event"
	// Source: github.com/element-hq/dendrite/clientapi/admin_test.go:1241 (escaper: a user ID is put raw into the query, and whether an ID needs escaping is not known from the code)
	req := httptest.NewRequest(http.MethodGet, fmt.Sprintf("/_synapse/admin/v1/event_reports?user_id=%s", "@doesnotexist:test"), strings.NewReader(body)) // lookalike
	_ = req
	// Source: github.com/element-hq/dendrite/clientapi/admin_test.go:1401 (escaper: room and event IDs are put raw into path segments, raw IDs are look-alikes)
	req = httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/report/%s", roomID, eventID), strings.NewReader(body)) // lookalike
	_ = req
}

func TestMembership(t *testing.T) {
	roomID, aliceID, bobID := "!room:test", "@alice:test", "@bob:test"
	missingUserIDRequest := func(roomID, membershipType string) *http.Request {
		// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:746 (escaper: a room ID and a membership verb are put raw into path segments, raw IDs are look-alikes)
		return httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s", roomID, membershipType), strings.NewReader("{}")) // lookalike
	}
	testCases := []struct {
		name    string
		request *http.Request
		wantOK  bool
	}{
		{
			name:    "ban - missing user_id body",
			request: missingUserIDRequest(roomID, "ban"),
		},
		{
			name: "Alice can not kick Bob in non-existent room",
			// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:799 (escaper: a room ID of a nonexistent room is put raw into a path segment, raw IDs are look-alikes)
			request: httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s", "!doesnotexist:test", "kick"), strings.NewReader(fmt.Sprintf(`{"user_id":"%s"}`, bobID))), // lookalike
		},
		{
			name: "Alice verifies that Bob is joined",
			// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:815 (escaper: room and user IDs are put raw into path segments, raw IDs are look-alikes)
			request: httptest.NewRequest(http.MethodGet, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s/m.room.member/%s", roomID, "state", bobID), strings.NewReader("")), // lookalike
			wantOK:  true,
		},
		{
			name: "Bob can not ban Alice",
			// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:832 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
			request: httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s", roomID, "ban"), strings.NewReader(fmt.Sprintf(`{"user_id":"%s"}`, aliceID))), // lookalike
		},
		{
			name: "Alice can not kick Bob again",
			// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:848 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
			request: httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s", roomID, "kick"), strings.NewReader(fmt.Sprintf(`{"user_id":"%s"}`, bobID))), // lookalike
		},
		{
			name: "Alice can unban Bob",
			// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:863 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
			request: httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s", roomID, "unban"), strings.NewReader(fmt.Sprintf(`{"user_id":"%s"}`, bobID))), // lookalike
			wantOK:  true,
		},
		{
			name: "Bob can reject the invite by leaving",
			// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:878 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
			request: httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/%s", roomID, "leave"), strings.NewReader("")), // lookalike
			wantOK:  true,
		},
	}
	for _, tc := range testCases {
		_ = tc
	}
}

func TestThreePIDIdentityServer(t *testing.T) {
	identityServer := httptest.NewTLSServer(http.NotFoundHandler())
	defer identityServer.Close()
	// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:1147 (hostform: the bare https scheme prefix is only cut off the test server URL with strings.TrimPrefix and is never used as a URI)
	identityServerBase := strings.TrimPrefix(identityServer.URL, "https://") // lookalike
	_ = identityServerBase
}

func TestJoinedMembers(t *testing.T) {
	roomID := "!room:test"
	// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:2186 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
	req, err := newTestRequest("GET", fmt.Sprintf("/_matrix/client/v3/rooms/%s/joined_members", roomID)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestReportEvent(t *testing.T) {
	roomID, eventID := "!room:test", "$event"
	// Source: github.com/element-hq/dendrite/clientapi/clientapi_test.go:2403 (escaper: room and event IDs are put raw into path segments, raw IDs are look-alikes)
	req := httptest.NewRequest(http.MethodPost, fmt.Sprintf("/_matrix/client/v3/rooms/%s/report/%s", roomID, eventID), strings.NewReader("{}")) // lookalike
	_ = req
}
