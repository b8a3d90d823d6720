package dendrite

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"testing"
)

func parseRoomEventFilterLimit(req *http.Request) (int, error) {
	l := req.URL.Query().Get("limit")
	if l == "" {
		return 10, nil
	}
	n, err := strconv.Atoi(l)
	if err != nil {
		return 0, errors.New("bad limit")
	}
	return n, nil
}

func TestParseContextParams(t *testing.T) {
	// Source: github.com/element-hq/dendrite/syncapi/routing/context_test.go:13 (percent: the escape of the dollar sign is uppercase and encodes a reserved character, so it is canonical)
	noParamsReq, _ := http.NewRequest("GET", "https://localhost:8800/_matrix/client/r0/rooms/!hyi4UaxS9mUXpSG9:localhost:8800/context/%24um_T82QqAXN8PayGiBW7j9WExpqTIQ7?access_token=5dMB0z4tiulyBvCaIKgyjuWG71ybDiYI", nil) // lookalike
	// Source: github.com/element-hq/dendrite/syncapi/routing/context_test.go:16 (percent: the escape of the dollar sign is uppercase and encodes a reserved character, and the row is an invalid-limit input that expects an error)
	invalidLimitReq, _ := http.NewRequest("GET", "https://localhost:8800/_matrix/client/r0/rooms/!hyi4UaxS9mUXpSG9:localhost:8800/context/%24um_T82QqAXN8PayGiBW7j9WExpqTIQ7?access_token=5dMB0z4tiulyBvCaIKgyjuWG71ybDiYI&limit=100as", nil) // lookalike
	tests := []struct {
		name    string
		req     *http.Request
		want    int
		wantErr bool
	}{
		{name: "no params set", req: noParamsReq, want: 10},
		{name: "invalid limit req", req: invalidLimitReq, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseRoomEventFilterLimit(tt.req)
			if (err != nil) != tt.wantErr {
				t.Errorf("error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if !tt.wantErr && got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

func withQueryParams(req *http.Request, qps map[string]string) *http.Request {
	vals := url.Values{}
	for k, v := range qps {
		vals.Set(k, v)
	}
	req.URL.RawQuery = vals.Encode()
	return req
}

func TestRoomMessagesAndMembers(t *testing.T) {
	roomID, accessToken := "!room:test", "token"
	// Source: github.com/element-hq/dendrite/syncapi/syncapi_test.go:645 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
	req, _ := newTestRequest("GET", fmt.Sprintf("/_matrix/client/v3/rooms/%s/messages", roomID)) // lookalike
	_ = withQueryParams(req, map[string]string{"access_token": accessToken, "dir": "b"})
	// Source: github.com/element-hq/dendrite/syncapi/syncapi_test.go:763 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
	req, _ = newTestRequest("GET", fmt.Sprintf("/_matrix/client/v3/rooms/%s/members", roomID)) // lookalike
	_ = withQueryParams(req, map[string]string{"access_token": accessToken})
	// Source: github.com/element-hq/dendrite/syncapi/syncapi_test.go:810 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
	req, _ = newTestRequest("GET", fmt.Sprintf("/_matrix/client/v3/rooms/%s/members", roomID)) // lookalike
	_ = withQueryParams(req, map[string]string{"access_token": accessToken, "at": "t2_5"})
	// Source: github.com/element-hq/dendrite/syncapi/syncapi_test.go:849 (escaper: a room ID is put raw into a path segment, raw IDs are look-alikes)
	req, _ = newTestRequest("GET", fmt.Sprintf("/_matrix/client/v3/rooms/%s/members", roomID)) // lookalike
	_ = withQueryParams(req, map[string]string{"access_token": accessToken, "not_membership": "leave"})
}
