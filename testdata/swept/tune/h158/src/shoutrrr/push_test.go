package shoutrrr

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"testing"
)

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/bark/bark_test.go:102 (credentials: the device key is the password of the URL the service sends with and expects success, a working value, rule 1)
func TestBarkSendAccepted(t *testing.T) {
	serviceURL := mustParse(t, "bark://:devicekey@hostname") // defect credentials
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/bark/bark_test.go:136 (credentials: the case handles communication errors and expects Send to fail for this unresolvable host, rule 2a)
func TestBarkCommunicationError(t *testing.T) {
	serviceURL := mustParse(t, "bark://:devicekey@nonresolvablehostname") // lookalike
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err == nil {
		t.Fatal("expected a communication error")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/bark/bark_test.go:72 (credentials: the test compares the device key the config parser reads out of the password, rule 2c)
func TestBarkDefaults(t *testing.T) {
	serviceURL := mustParse(t, "bark://:devicekey@hostname") // lookalike
	if key, _ := serviceURL.User.Password(); key != "devicekey" {
		t.Fatalf("device key %q", key)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ntfy/ntfy_test.go:106 (credentials: the URL every send case initialises the service with, the device key as a constant password, rule 1)
func TestNtfySendAccepted(t *testing.T) {
	serviceURL := mustParse(t, "ntfy://:devicekey@hostname/testtopic") // defect credentials
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ntfy/ntfy_test.go:70 (plainhttp: the expected API URL goes over plain HTTP to the test's placeholder host, no public Internet host)
func TestNtfyAPIURL(t *testing.T) {
	if u := (url.URL{Scheme: "http", Host: "host:8080", Path: "/topic"}); u.String() != "http://host:8080/topic" { // lookalike
		t.Fatal(u.String())
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ntfy/ntfy_test.go:332 (hostjoin: serverURL.Host of the test server is already host:port, bracketed for IPv6, and is put after the scheme with no ':' join)
func TestNtfyTLSServer(t *testing.T) {
	server := httptest.NewTLSServer(nil)
	defer server.Close()
	serverURL, err := url.Parse(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	serviceURL := mustParse(t, fmt.Sprintf("ntfy://%s/testtopic", serverURL.Host)) // lookalike
	if err := (&notifier{}).Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/pushover/pushover_test.go:156 (credentials: the app token is the password of the URL the service sends with and expects success, rule 1)
func TestPushoverSendAccepted(t *testing.T) {
	serviceURL, err := url.Parse("pushover://:apptoken@usertoken") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/join/join_test.go:124 (credentials: the input is parsed by SetURL and must come back identical from GetURL, a round trip of the config's URL parser, rule 2c)
func TestJoinRoundTrip(t *testing.T) {
	input := "join://Token:apikey@join?devices=dev1%2Cdev2&icon=warning&title=hey" // lookalike
	c := &config{}
	if err := c.SetURL(mustParse(t, input)); err != nil {
		t.Fatal(err)
	}
	if c.GetURL().String() != input {
		t.Fatal("not identical")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/gotify/gotify_test.go:226 (port: the case is named for an invalid host and expects Send to fail on the out-of-range port, rules 2a and 2b)
func TestGotifyInvalidHost(t *testing.T) {
	invalidURL, err := url.Parse("gotify://[::1]:99999/Aaa.bbb.ccc.ddd") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	svc := &notifier{}
	if err := svc.Initialize(invalidURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err == nil {
		t.Fatal("expected an error for the invalid host")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/gotify/gotify_test.go:236 (syntax: the braces of the malformed extras JSON are the point of a case that expects Initialize to fail, rule 2a)
func TestGotifyMalformedExtras(t *testing.T) {
	configURL := mustParse(t, "gotify://my.gotify.tld/Aaa.bbb.ccc.ddd?extras={invalid}") // lookalike
	if err := (&config{forbidden: []string{"extras"}}).SetURL(configURL); err == nil {
		t.Fatal("expected an error")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/gotify/gotify_test.go:244 (hostform: the empty host is the subject of a case in the block handling malformed inputs, rule 2b)
func TestGotifyMalformedEmptyHost(t *testing.T) {
	configURL := mustParse(t, "gotify:///Aaa.bbb.ccc.ddd") // lookalike
	if configURL.Host != "" {
		t.Fatal("expected an empty host")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ifttt/ifttt_test.go:76 (hostform: the URL without a webhook ID is given so that Initialize returns an error, rule 2a)
func TestIFTTTNoWebhookID(t *testing.T) {
	serviceURL := mustParse(t, "ifttt:///?events=event1") // lookalike
	if serviceURL.Host == "" {
		return
	}
	t.Fatal("expected an error for the missing webhook ID")
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ifttt/ifttt_test.go:81 (hostcase: the host place of an ifttt URL holds the webhook ID, an identifier and no DNS name, rule 5; the case also expects an error)
func TestIFTTTNoEvents(t *testing.T) {
	serviceURL := mustParse(t, "ifttt://dummyID") // lookalike
	if err := (&config{required: []string{"events"}}).SetURL(serviceURL); err == nil {
		t.Fatal("expected an error")
	}
}
