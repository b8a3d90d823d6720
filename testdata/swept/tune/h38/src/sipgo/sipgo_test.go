package sipgo

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

func TestTransportWSSDialURI(t *testing.T) {
	t.Run("defaults to wss scheme", func(t *testing.T) {
		tran := &TransportWSS{TransportWS: &TransportWS{}}
		tran.init()
		got := tran.DialURI("localhost:443")
		// Source: github.com/emiago/sipgo/sip/transport_wss_test.go:14 (port: the expected value of the code that builds the dial URI writes out 443, the default port of wss, and the test is about the scheme, not ports)
		if got != "wss://localhost:443" { // defect port form
			// Source: github.com/emiago/sipgo/sip/transport_wss_test.go:15 (syntax: a failure message with the URI joined to the words around it, prose, uniform sample of 10 of 17 look-alike candidates)
			t.Fatalf("expected wss://localhost:443, got %q", got) // lookalike
		}
	})

	t.Run("caller DialURI is kept", func(t *testing.T) {
		tran := &TransportWSS{TransportWS: &TransportWS{
			// Source: github.com/emiago/sipgo/sip/transport_wss_test.go:21 (hostjoin: the test's dial function is given the host:port the test passes, no bare host, uniform sample of 10 of 17 look-alike candidates)
			DialURI: func(host string) string { return "wss://" + host + "/ws" }, // lookalike
		}}
		tran.init()
		got := tran.DialURI("localhost:443")
		// Source: github.com/emiago/sipgo/sip/transport_wss_test.go:26 (port: the expected value of the code that builds the dial URI writes out 443, the default port of wss, and the test is about keeping the caller function, not ports)
		if got != "wss://localhost:443/ws" { // defect port form
			t.Fatal(got)
		}
	})
}

// ParseUri is the package's SIP URI parser.
func ParseUri(s string, uri *Uri) error {
	i := strings.Index(s, ":")
	if i < 0 {
		return errors.New("no scheme")
	}
	uri.Scheme = s[:i]
	uri.raw = s[i+1:]
	return nil
}

func TestParseUri(t *testing.T) {
	t.Run("with sip scheme slashes", func(t *testing.T) {
		uri := Uri{}
		// Source: github.com/emiago/sipgo/sip/parse_uri_test.go:73 (credentials: input to the package's URI parser, a user name with no password, uniform sample of 10 of 17 look-alike candidates)
		str := "sip://alice@localhost:5060" // lookalike
		if err := ParseUri(str, &uri); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/emiago/sipgo/sip/parse_uri_test.go:76 (credentials: expected output of the package's URI parser round trip, a user name with no password, uniform sample of 10 of 17 look-alike candidates)
		if uri.String() != "sip://alice@localhost:5060" { // lookalike
			t.Error("round trip differs")
		}
	})
}

func parseSDPLines(lines []string) int { return len(lines) }

// Source: github.com/emiago/sipgo/sip/parser_stream_test.go:182 (syntax: one line of an SDP body in a stream parser test, the extmap identifier follows other words, uniform sample of 10 of 17 look-alike candidates)
func TestParserStreamSDP(t *testing.T) {
	body := []string{
		"a=rtpmap:0 PCMU/8000",
		"a=extmap:4 http://some.url.goes.here.com/foobarbazbaq", // lookalike
		"a=sendrecv",
	}
	if parseSDPLines(body) != 3 {
		t.Fatal("lines")
	}
}

func testCreateMessage(t *testing.T, raw []string) string {
	t.Helper()
	return strings.Join(raw, "\r\n")
}

// Source: github.com/emiago/sipgo/server_test.go:70 (hostjoin: the From URI takes addr, which every caller passes as a host:port such as 127.0.0.1:5090, uniform sample of 10 of 17 look-alike candidates)
func createTestInvite(t *testing.T, targetSipUri, transport, addr, branch, ftag string) string {
	return testCreateMessage(t, []string{
		"INVITE " + targetSipUri + " SIP/2.0",
		"Via: SIP/2.0/" + transport + " " + addr + ";branch=" + branch,
		"From: \"Alice\" <sip:alice@" + addr + ">;tag=" + ftag, // lookalike
		"Content-Length: 0",
	})
}

func NewHeader(name, value string) string { return name + ": " + value }

// Source: github.com/emiago/sipgo/sip/headers_test.go:97 (syntax: a Contact header value, a SIP URI in angle brackets followed by a header parameter, not a bare URI, uniform sample of 10 of 17 look-alike candidates)
func BenchmarkAddingHeader(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = NewHeader("Contact", "<sip:alice@example.com>;id="+strconv.Itoa(i)) // lookalike
	}
}
