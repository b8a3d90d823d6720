package livekit

import (
	"bytes"
	"encoding/json"
	"net"
	"strings"
	"testing"
)

// Source: github.com/livekit/protocol/egress/redact_test.go:110 (hostform: the authority of the mux shorthand is a stream key given to the stream-key redactor, rule 2c)
const muxURL = "mux://8e0b1b9c-50a2-d893-ec0a-102056d112ae" // lookalike

// Source: github.com/livekit/protocol/egress/redact_test.go:111 (hostform: the authority of the twitch shorthand is a stream key given to the stream-key redactor, rule 2c; an underscore is legal in a reg-name)
const twitchURL = "twitch://live_12345678_abcdefghijklmnop" // lookalike

// Source: github.com/livekit/protocol/egress/redact_test.go:113 (credentials: the srt passphrase is input to the redactor and the test checks that it is masked, rule 2c)
const srtURL = "srt://foo.bar.com:9999?streamid=124939da-5244&passphrase=WnxknzJTUbwYl9SpdqAudX" // lookalike

func TestRedactStreamOutput(t *testing.T) {
	got, _ := RedactStreamKey(muxURL)
	// Source: github.com/livekit/protocol/egress/redact_test.go:124 (syntax: the braces are the mask the redactor is expected to write, rule 2c)
	if got != "mux://{8e0...2ae}" { // lookalike
		t.Errorf("mux: got %s", got)
	}
	got, _ = RedactStreamKey(twitchURL)
	// Source: github.com/livekit/protocol/egress/redact_test.go:125 (syntax: the braces are the mask the redactor is expected to write, rule 2c)
	if got != "twitch://{liv...nop}" { // lookalike
		t.Errorf("twitch: got %s", got)
	}
	got, _ = RedactStreamKey(srtURL)
	if strings.Contains(got, "WnxknzJTUbwYl9SpdqAudX") {
		t.Errorf("srt: passphrase kept in %s", got)
	}
}

func TestTransferSIPParticipantRequestValidate(t *testing.T) {
	tests := []struct {
		name        string
		req         *TransferSIPParticipantRequest
		expectError bool
	}{
		{
			name: "invalid URI with brackets - http",
			req: &TransferSIPParticipantRequest{
				RoomName:            "room1",
				ParticipantIdentity: "participant1",
				// Source: github.com/livekit/protocol/livekit/sip_test.go:1006 (syntax: a row named invalid that expects an error, rules 2a and 2b)
				TransferTo: "<http://example.com>", // lookalike
			},
			expectError: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.req.Validate(); (err != nil) != tt.expectError {
				t.Fatalf("Validate() error = %v, expectError %v", err, tt.expectError)
			}
		})
	}
}

func TestEgressStreamResultJSON(t *testing.T) {
	// Source: github.com/livekit/protocol/observability/egressobs/egress_test.go:495 (syntax: JSON text that holds a URL as a field value is not itself a URI)
	expected := `{"stream_results":[{"url":"rtmp://example.com/live"}]}` // lookalike
	var v struct {
		StreamResults []struct {
			URL string `json:"url"`
		} `json:"stream_results"`
	}
	if err := json.Unmarshal([]byte(expected), &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != expected {
		t.Errorf("got %s", out)
	}
}

func TestCurlPrinter(t *testing.T) {
	var buf bytes.Buffer
	// Source: github.com/livekit/protocol/utils/interceptors/curl_test.go:16 (plainhttp: a local test address, not a public host)
	err := printCurl(&buf, "http://localhost:8080", "example", "Service", "Do", `{"name":"test"}`) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/livekit/protocol/utils/interceptors/curl_test.go:22 (syntax: a curl command line with the URL joined to the words around it, rule 4)
	want := "curl -X POST \\\n\t-H 'Content-Type: application/json' \\\n\t--data '{\"name\":\"test\"}' \\\n\thttp://localhost:8080/twirp/example.Service/Do\n" // lookalike
	if buf.String() != want {
		t.Errorf("got %q", buf.String())
	}
}

func TestRedactURL(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{
			// Source: github.com/livekit/protocol/webhook/webhook_test.go:1075 (credentials: the password is input to the URL redactor and the test checks it is masked, rule 2c)
			in: "https://lk:PASSWORD@example.com/hook?k=S", // lookalike
			// Source: github.com/livekit/protocol/webhook/webhook_test.go:1075 (syntax: the braces are the mask the redactor is expected to write, rule 2c)
			out: "https://{...}@example.com/hook?k={...}", // lookalike
		},
		{
			// Source: github.com/livekit/protocol/webhook/webhook_test.go:1076 (port: the non-numeric port is input to a redactor built to mask URLs that do not parse, rule 2c)
			in: "http://TOKEN@example.com:x/hook", // lookalike
			// Source: github.com/livekit/protocol/webhook/webhook_test.go:1076 (port: the expected redactor output keeps the non-numeric port it was given, rule 2c)
			out: "http://{...}@example.com:x/hook", // lookalike
		},
	} {
		if got := redactURL(tc.in); got != tc.out {
			t.Errorf("redactURL(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
}

// rawStatusEndpoint answers on a local port and returns its host and port.
func rawStatusEndpoint(t *testing.T) string {
	l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", "0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	return l.Addr().String()
}

// delivery logs must not carry receiver credentials from the URL
func TestDeliveryLogs(t *testing.T) {
	// Source: github.com/livekit/protocol/webhook/webhook_test.go:1131 (credentials: the password is planted so the test can check that delivery logs redact it, rule 2c)
	target := "http://lk:PASSWORD@" + rawStatusEndpoint(t) + "/hook?code=SECRET" // lookalike
	var log strings.Builder
	SendWebhook(target, func(format string, args ...any) {
		log.WriteString(format)
		for _, a := range args {
			if e, ok := a.(error); ok {
				log.WriteString(e.Error())
			} else if s, ok := a.(string); ok {
				log.WriteString(s)
			}
		}
	})
	if strings.Contains(log.String(), "PASSWORD") || strings.Contains(log.String(), "SECRET") {
		t.Errorf("log leaks credentials: %s", log.String())
	}
}
