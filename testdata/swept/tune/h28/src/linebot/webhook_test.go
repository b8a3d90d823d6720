package linebot

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

func TestSetWebhookEndpointURL(t *testing.T) {
	type want struct {
		URLPath     string
		RequestBody []byte
		Response    *BasicResponse
		Error       error
	}
	testCases := []struct {
		Label        string
		Endpoint     string
		ResponseCode int
		RequestID    string
		Response     []byte
		Want         want
	}{
		{
			Label:        "Success",
			Endpoint:     "https://example.com/abcdefghijklmn",
			ResponseCode: 200,
			RequestID:    "f70dd685-499a-4231-a441-f24b8d4fba21",
			Response:     []byte(`{}`),
			Want: want{
				URLPath:     APIEndpointSetWebhookEndpoint,
				RequestBody: []byte(`{"endpoint":"https://example.com/abcdefghijklmn"}` + "\n"),
				Response: &BasicResponse{
					RequestID: "f70dd685-499a-4231-a441-f24b8d4fba21",
				},
			},
		},
		{
			Label: "Invalid webhook URL error:not https",
			// Source: github.com/line/line-bot-sdk-go/linebot/webhook_test.go:2043 (plainhttp: an http webhook endpoint the row expects the API to reject with 400, rule 2a and 2b, and a value sent as data, not requested)
			Endpoint:     "http://example.com/not/https", // lookalike
			ResponseCode: 400,
			RequestID:    "f70dd685-499a-4231-a441-f24b8d4fba21",
			Response:     []byte(`{"message":"Invalid webhook endpoint URL"}`),
			Want: want{
				URLPath:     APIEndpointSetWebhookEndpoint,
				RequestBody: []byte(`{"endpoint":"http://example.com/not/https"}` + "\n"),
				Error:       &APIError{Code: 400},
			},
		},
	}

	var currentTestIdx int
	server := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tc := testCases[currentTestIdx]
		if r.URL.Path != tc.Want.URLPath {
			t.Errorf("URLPath %s; want %s", r.URL.Path, tc.Want.URLPath)
		}
		w.Header().Set("X-Line-Request-Id", tc.RequestID)
		w.WriteHeader(tc.ResponseCode)
		w.Write(tc.Response)
	}))
	defer server.Close()

	client, err := New("channelToken", server.URL)
	if err != nil {
		t.Fatal(err)
	}
	client.httpClient = server.Client()
	for i, tc := range testCases {
		currentTestIdx = i
		t.Run(tc.Label, func(t *testing.T) {
			res, err := client.SetWebhookEndpointURL(tc.Endpoint)
			if tc.Want.Error != nil {
				if !reflect.DeepEqual(err, tc.Want.Error) {
					t.Errorf("Error %v; want %v", err, tc.Want.Error)
				}
			} else if err != nil {
				t.Error(err)
			}
			if tc.Want.Response != nil && !reflect.DeepEqual(res, tc.Want.Response) {
				t.Errorf("Response %v; want %v", res, tc.Want.Response)
			}
		})
	}
}
