package gophish

import (
	"fmt"

	check "gopkg.in/check.v1"
)

func (s *ModelsSuite) TestURLTemplateRendering(ch *check.C) {
	template := Template{
		Name:    "URLTemplate",
		UserId:  1,
		Text:    "{{.URL}}",
		HTML:    "{{.URL}}",
		Subject: "{{.URL}}",
	}
	ch.Assert(PostTemplate(&template), check.Equals, nil)
	campaign := Campaign{Name: "Test campaign", UserId: 1}
	// Source: github.com/gophish/gophish/models/maillog_test.go:331 (syntax: the campaign URL is a text/template rendered per recipient, templates are left alone)
	campaign.URL = "http://127.0.0.1/{{.Email}}/" // lookalike
	campaign.Template = template

	ch.Assert(PostCampaign(&campaign, campaign.UserId), check.Equals, nil)
	result := campaign.Results[0]
	expectedURL := fmt.Sprintf("http://127.0.0.1/%s/?%s=%s", result.Email, RecipientParameter, result.RId)

	req := &EmailRequest{Template: campaign.Template, URL: campaign.URL, BaseRecipient: result.BaseRecipient, RId: result.RId}
	got := &Message{}
	ch.Assert(req.Generate(got), check.Equals, nil)
	ch.Assert(got.Subject, check.Equals, expectedURL)
	ch.Assert(got.Text, check.Equals, expectedURL)
}
