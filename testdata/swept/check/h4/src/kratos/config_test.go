package kratos

import (
	"net/url"
	"strings"
	"testing"
)

type smtpClient struct {
	SSL  bool
	Host string
}

func setupSMTPClient(uri string) smtpClient {
	u, err := url.Parse(uri)
	if err != nil {
		return smtpClient{}
	}
	return smtpClient{SSL: u.Scheme == "smtps", Host: u.Host}
}

func TestSMTPClientTLS(t *testing.T) {
	// Source: github.com/ory/kratos/courier/smtp_test.go:75 (SMTP client built from a URI with a password)
	c := setupSMTPClient("smtps://mailer:s3cret@smtp.example.com:1234/") // defect credentials
	if !c.SSL {
		t.Fatal("implicit TLS should be enabled")
	}
}

func TestManager(t *testing.T) {
	conf := Config{
		// Source: github.com/ory/kratos/identity/manager_test.go:40 (SMTP URI config with a second '@' in the userinfo)
		keyCourierSMTPURL: "smtp://foo@bar@mail.example.com/", // defect syntax
	}
	if conf[keyCourierSMTPURL] == "" {
		t.Fatal("no smtp url")
	}
}

func TestSMTPURLs(t *testing.T) {
	for _, tc := range []string{
		// Source: github.com/ory/kratos/driver/config/config_test.go:1170 (rows varying the special characters of the password, input of the config parser)
		"smtp://a:b$c@email-smtp.example.com:587/",  // lookalike
		"smtp://aa:b+c@email-smtp.example.com:587/", // lookalike
	} {
		if _, err := url.Parse(tc); err != nil {
			t.Errorf("%s: %v", tc, err)
		}
	}
}

func TestRedirectNotAllowed(t *testing.T) {
	// Source: github.com/ory/kratos/selfservice/flow/login/flow_test.go:87 (return_to to a host named not-allowed, must be rejected)
	r := &url.URL{Path: "/", RawQuery: "return_to=https://not-allowed/foobar"} // lookalike
	if !strings.Contains(r.Query().Get("return_to"), "not-allowed") {
		t.Fatal("lost return_to")
	}
}

func TestInvalidRedirectTo(t *testing.T) {
	tests := []struct {
		name       string
		redirectTo string
		wantErr    bool
	}{
		// Source: github.com/ory/kratos/session/manager_test.go:69 (case named invalid RedirectTo URL, error expected)
		{name: "invalid RedirectTo URL", redirectTo: "https://user:{{{@localhost/?foo=bar", wantErr: true}, // lookalike
	}
	for _, tt := range tests {
		_, err := url.Parse(tt.redirectTo)
		if (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func TestYandexAvatar(t *testing.T) {
	// Source: github.com/ory/kratos/selfservice/strategy/oidc/provider_userinfo_test.go:193 (expected avatar URL with an empty segment when the id is empty)
	want := "https://avatars.example.net/get-yapic//islands-200" // lookalike
	if got := AvatarURL(""); got != want {
		t.Fatalf("got %q", got)
	}
}

func TestParseFileSchema(t *testing.T) {
	// Source: github.com/ory/kratos/driver/config/config_test.go:743 (expected value of parsing "file://./identity.schema.json")
	want := url.URL{Scheme: "file", Host: ".", Path: "/identity.schema.json"} // lookalike
	got, err := url.Parse("file://./identity.schema.json")                    // lookalike
	if err != nil || *got != want {
		t.Fatalf("got %v", got)
	}
}

func (c Config) MustSet(key string, value interface{}) { c[key] = value }

func TestSettingsSendsVerificationEmail(t *testing.T) {
	conf := Config{}
	// Source: github.com/ory/kratos/selfservice/strategy/profile/strategy_test.go:536 (SMTP connection URI with a password set on the test configuration)
	conf.MustSet(keyCourierSMTPURL, "smtp://foo:bar@irrelevant.example.com/") // defect credentials
	if conf[keyCourierSMTPURL] == nil {
		t.Fatal("not set")
	}
}
