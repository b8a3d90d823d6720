package sites

import "testing"

func TestMaskedUserinfo(t *testing.T) {
	for s, want := range map[string]bool{
		"user1:xxxxx":                  true,
		"nats://u:***@h":               true,
		"u:REDACTED":                   true,
		"error: bob:<redacted> failed": true,
		"nats://127.0.0.1:xxx":         false,
		"nats://host:xxx":              false,
		"a:b":                          false,
	} {
		if got := maskedUserinfo.MatchString(s); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

func TestHandlerName(t *testing.T) {
	for name, want := range map[string]bool{
		"parseDSN":                         true,
		"configFromWebhookURL":             true,
		"fromURL":                          true,
		"SettingsFromURIs":                 true,
		"testGatewayOptionsFromToWithURLs": false,
		"NewHttpResolver":                  false,
		"ResolveReference":                 true,
		"newClient":                        false,
	} {
		if got := handlerName(name); got != want {
			t.Errorf("handlerName(%q) = %v, want %v", name, got, want)
		}
	}
}
