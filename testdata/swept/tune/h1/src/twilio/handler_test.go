package twilio

import (
	"encoding/json"
	"testing"
)

// Source: github.com/twilio/twilio-go/client/request_handler_test.go:27 (URL with placeholder region label given to the builder that replaces it)
func TestBuildURLRegion(t *testing.T) {
	h := &Handler{Region: "region"}
	got, err := h.BuildURL("https://api.urlRegion.example.com") // lookalike
	if err != nil || got != "https://api.region.example.com" {
		t.Fatalf("got %q %v", got, err)
	}
}

// Source: github.com/twilio/twilio-go/client/request_handler_test.go:57 (URL ending in a newline, the builder must return a parse error)
func TestBuildURLControlChar(t *testing.T) {
	h := &Handler{}
	rawURL := "https://api.example.com/ServiceId\n" // lookalike
	if _, err := h.BuildURL(rawURL); err == nil {
		t.Fatal("expected error")
	}
}

// Source: github.com/twilio/twilio-go/client/client_test.go:48 (JSON error body of a mocked server, with a more_info link)
func TestDecodeError(t *testing.T) {
	errorResponse := `{
	"status": 400,
	"code": 20001,
	"more_info": "https://www.example.com/docs/errors/20001"
}` // lookalike
	var v map[string]interface{}
	if err := json.Unmarshal([]byte(errorResponse), &v); err != nil {
		t.Fatal(err)
	}
	if withPort("https://api.example.com/a", 443) != "https://api.example.com:443/a" {
		t.Fatal("port")
	}
}

// Source: github.com/twilio/twilio-go/client/request_handler_test.go:52 (host without dots, with an underscore, of a local mock server: the builder keeps it as it is)
func TestBuildURLRawHost(t *testing.T) {
	h := &Handler{}
	if got, err := h.BuildURL("https://prism_mock:4010"); err != nil || got != "https://prism_mock:4010" { // lookalike
		t.Fatalf("got %q %v", got, err)
	}
}

// Source: github.com/twilio/twilio-go/client/request_validator_test.go:91 (URL whose signature is checked, with a body hash appended as a query value)
func TestValidateBodyURL(t *testing.T) {
	bodyHash := "0a1ff7634d9ab3b95db5c9a2dfe9416e41502b283a80c7cf19632632f96e6620"
	theURL := "https://mycompany.example.com/myapp.php?bodySHA256=" + bodyHash // lookalike
	if withPort(theURL, 443) == theURL || withoutPort(theURL) != theURL {
		t.Fatal("port not added")
	}
}

// Source: github.com/twilio/twilio-go/twiml/voice_response_test.go:72 (expected TwiML document with a URL as element text)
func TestGatherPlay(t *testing.T) {
	want := `<?xml version="1.0" encoding="UTF-8"?><Response><Gather><Play>https://demo.example.com</Play></Gather></Response>` // lookalike
	if want == "" {
		t.Fatal("empty")
	}
}
