package gophish

import (
	"fmt"

	check "gopkg.in/check.v1"
)

func (s *ModelsSuite) TestEmailRequestURLTemplating(ch *check.C) {
	template := Template{
		Name:    "Test Template",
		Subject: "{{.URL}}",
		Text:    "{{.URL}}",
		HTML:    "{{.URL}}",
	}
	req := &EmailRequest{
		Template: template,
		URL:      "http://127.0.0.1/{{.Email}}",
		BaseRecipient: BaseRecipient{
			FirstName: "First",
			LastName:  "Last",
			Email:     "firstlast@example.com",
		},
		FromAddress: "from@example.com",
		RId:         fmt.Sprintf("%s-foobar", PreviewPrefix),
	}

	msg := &Message{}
	err := req.Generate(msg)
	ch.Assert(err, check.Equals, nil)

	// Source: github.com/gophish/gophish/models/email_request_test.go:167 (escaper: the expected URL the templating gives, an email address in the path where "@" may stand, reaches no sink)
	expectedURL := fmt.Sprintf("http://127.0.0.1/%s?%s=%s", req.Email, RecipientParameter, req.RId) // lookalike

	ch.Assert(msg.Subject, check.Equals, expectedURL)
	ch.Assert(msg.Text, check.Equals, expectedURL)
}
