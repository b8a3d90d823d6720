package linebot

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func BenchmarkGetProfile(b *testing.B) {
	server := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer r.Body.Close()
		// Source: github.com/line/line-bot-sdk-go/linebot/get_profile_test.go:158 (hostform: a JSON response body whose pictureUrl is a bare "https://" the benchmark only decodes, found by shape alone)
		w.Write([]byte(`{"userId":"U","displayName":"A","pictureUrl":"https://","statusMessage":"B"}`)) // lookalike
	}))
	defer server.Close()

	client, err := New("channelToken", server.URL)
	if err != nil {
		b.Fatal(err)
	}
	client.httpClient = server.Client()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		client.GetProfile("U0047556f2e40dba2456887320ba7c76d")
	}
}
