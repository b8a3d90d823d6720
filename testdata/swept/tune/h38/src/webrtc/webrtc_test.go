package webrtc

import (
	"fmt"
	"os"
	"testing"
)

type page struct{}

func (page) Navigate(u string) error { return nil }

// Source: github.com/pion/webrtc/v4/e2e/e2e_test.go:65 (escaper: the working directory goes raw into the path of a file URI, and a directory name is not among the texts that surely need escaping, uniform sample of 12 of 26 look-alike candidates)
func TestE2EBasic(t *testing.T) {
	var p page
	pwd, errPwd := os.Getwd()
	if errPwd != nil {
		t.Fatalf("Failed to get working directory: %v", errPwd)
	}
	if err := p.Navigate(fmt.Sprintf("file://%s/test.html", pwd)); err != nil { // lookalike
		t.Fatalf("Failed to navigate: %v", err)
	}
}

type ICEServer struct {
	URLs       []string
	Username   string
	Credential string
}

func gatherCandidates(t *testing.T, servers []ICEServer) []string {
	t.Helper()
	return nil
}

// Source: github.com/pion/webrtc/v4/icegatherer_test.go:1060 (hostjoin: the TURN host is the test's own constant IPv4 address on a virtual network, uniform sample of 12 of 26 look-alike candidates)
func TestICEGatherRelayReplace(t *testing.T) {
	const (
		turnIP         = "10.0.0.2"
		turnListenPort = "3478"
	)
	_ = gatherCandidates(t, []ICEServer{{URLs: []string{fmt.Sprintf("turn:%s:%s?transport=udp", turnIP, turnListenPort)}, Username: "user", Credential: "pass"}}) // lookalike
}

// Source: github.com/pion/webrtc/v4/icegatherer_test.go:1854 (hostjoin: the TURN host is the test's own constant IPv4 address on a virtual network, uniform sample of 12 of 26 look-alike candidates)
func TestICERelayAcceptance(t *testing.T) {
	const (
		turnIP   = "10.0.0.1"
		turnPort = 3478
	)
	iceServer := ICEServer{
		URLs: []string{fmt.Sprintf("turn:%s:%d?transport=udp", turnIP, turnPort)}, // lookalike
	}
	_ = gatherCandidates(t, []ICEServer{iceServer})
}

func parseSDP(s string) error { return nil }

// Source: github.com/pion/webrtc/v4/sdp_test.go:1371 (syntax: SDP document text whose extmap line names an extension by URI after other words, not one URI, uniform sample of 12 of 26 look-alike candidates)
func TestSDPExtmapAudio(t *testing.T) {
	sdp := "v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=extmap:3 http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01\r\na=sendrecv\r\n" // lookalike
	if err := parseSDP(sdp); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/pion/webrtc/v4/peerconnection_go_test.go:2158 (plainhttp: the http URIs in the SDP offer are RTP header extension identifiers, never fetched, uniform sample of 12 of 26 look-alike candidates)
func TestRemoteOfferExtmap(t *testing.T) {
	offer := "v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=extmap:2 http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time\r\na=rtpmap:96 VP8/90000\r\n" // lookalike
	if err := parseSDP(offer); err != nil {
		t.Fatal(err)
	}
}
