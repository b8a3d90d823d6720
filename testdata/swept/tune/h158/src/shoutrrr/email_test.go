package shoutrrr

import "testing"

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/email/smtp/smtp_test.go:50 (credentials: BaseAuthURL is the typical configuration the integration test sends mail with and expects to succeed, a working value with the constant password password, rule 1)
const smtpBaseAuthURL = "smtp://user:password@example.com:2225/?useStartTLS=no&fromAddress=sender@example.com&toAddresses=rec1@example.com&timeout=10s" // defect credentials

func TestSMTPIntegrationTypical(t *testing.T) {
	svc := &notifier{}
	if err := svc.Initialize(mustParse(t, smtpBaseAuthURL)); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/email/smtp/smtp_test.go:46 (credentials: the URL with all props is only parsed by SetURL and compared after GetURL, a round trip of the config's URL parser, rule 2c)
const smtpURLWithAllProps = "smtp://user:password@example.com:2225/?auth=None&fromaddress=sender%40example.com&toaddresses=rec1%40example.com&timeout=10s" // lookalike

func TestSMTPRoundTrip(t *testing.T) {
	c := &config{}
	if err := c.SetURL(mustParse(t, smtpURLWithAllProps)); err != nil {
		t.Fatal(err)
	}
	if got := c.GetURL().String(); got != smtpURLWithAllProps {
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/email/smtp/smtp_test.go:169 (credentials: the case fromAddress is missing expects SetURL to fail, rule 2a)
func TestSMTPMissingFromAddress(t *testing.T) {
	testURL := mustParse(t, "smtp://user:password@example.com:2225/?toAddresses=rec1@example.com,rec2@example.com") // lookalike
	if err := (&config{required: []string{"fromAddress"}}).SetURL(testURL); err == nil {
		t.Fatal("expected an error")
	}
}
