// Package gophish holds cases rewritten from github.com/gophish/gophish.
package gophish

import (
	"bytes"
	"errors"
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"text/template"
)

// RecipientParameter is the URL parameter that points to the result ID for a recipient.
const RecipientParameter = "rid"

// PreviewPrefix is the standard prefix added to the rid parameter when sending test emails.
const PreviewPrefix = "preview-"

// Page is a landing page.
type Page struct {
	Id          int64
	UserId      int64
	Name        string
	HTML        string
	RedirectURL string
}

// ErrPageNameNotSpecified is returned when a page has no name.
var ErrPageNameNotSpecified = errors.New("page name not specified")

// Validate checks that the page's HTML and RedirectURL are valid templates.
func (p *Page) Validate() error {
	if p.Name == "" {
		return ErrPageNameNotSpecified
	}
	if err := ValidateTemplate(p.HTML); err != nil {
		return err
	}
	return ValidateTemplate(p.RedirectURL)
}

var pages []*Page

// PostPage stores a page.
func PostPage(p *Page) error {
	if err := p.Validate(); err != nil {
		return err
	}
	pages = append(pages, p)
	return nil
}

// BaseRecipient holds the fields of a recipient.
type BaseRecipient struct {
	Email     string
	FirstName string
	LastName  string
}

// Result is a campaign result.
type Result struct {
	BaseRecipient
	RId string
}

// Template is an email template.
type Template struct {
	Name    string
	UserId  int64
	Subject string
	Text    string
	HTML    string
}

// PostTemplate stores a template.
func PostTemplate(t *Template) error { return ValidateTemplate(t.Text) }

// Campaign is a phishing campaign.
type Campaign struct {
	Name     string
	UserId   int64
	URL      string
	Template Template
	Page     Page
	Results  []Result
}

// PostCampaign stores a campaign and creates its results.
func PostCampaign(c *Campaign, uid int64) error {
	c.Results = append(c.Results, Result{
		BaseRecipient: BaseRecipient{Email: "test@example.com", FirstName: "First"},
		RId:           "abc1234",
	})
	return nil
}

// PhishingTemplateContext is the context given to templates.
type PhishingTemplateContext struct {
	BaseRecipient
	BaseURL     string
	URL         string
	TrackingURL string
	RId         string
}

// ValidateTemplate checks that a template parses and executes.
func ValidateTemplate(text string) error {
	_, err := ExecuteTemplate(text, PhishingTemplateContext{})
	return err
}

// ExecuteTemplate renders text with data.
func ExecuteTemplate(text string, data interface{}) (string, error) {
	tmpl, err := template.New("template").Parse(text)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := tmpl.Execute(&buf, data); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// NewPhishingTemplateContext builds the URLs of a recipient.
func NewPhishingTemplateContext(baseURL string, r BaseRecipient, rid string) (PhishingTemplateContext, error) {
	templateURL, err := ExecuteTemplate(baseURL, r)
	if err != nil {
		return PhishingTemplateContext{}, err
	}
	phishURL, _ := url.Parse(templateURL)
	q := phishURL.Query()
	q.Set(RecipientParameter, rid)
	phishURL.RawQuery = q.Encode()

	trackingURL, _ := url.Parse(templateURL)
	// Source: github.com/gophish/gophish/models/template_context.go:61 (pathjoin: path.Join of the decoded Path field and "/track", no URI in it, rule: start of the argument unknown)
	trackingURL.Path = path.Join(trackingURL.Path, "/track") // lookalike
	trackingURL.RawQuery = q.Encode()

	return PhishingTemplateContext{
		BaseRecipient: r,
		URL:           phishURL.String(),
		TrackingURL:   trackingURL.String(),
		RId:           rid,
	}, nil
}

// EmailRequest is a request to send a test email.
type EmailRequest struct {
	Template Template
	URL      string
	BaseRecipient
	FromAddress string
	RId         string
}

// Message is a generated email.
type Message struct {
	Subject string
	Text    string
	HTML    string
}

// Generate renders the request's template into msg.
func (s *EmailRequest) Generate(msg *Message) error {
	ptx, err := NewPhishingTemplateContext(s.URL, s.BaseRecipient, s.RId)
	if err != nil {
		return err
	}
	if msg.Subject, err = ExecuteTemplate(s.Template.Subject, ptx); err != nil {
		return err
	}
	if msg.Text, err = ExecuteTemplate(s.Template.Text, ptx); err != nil {
		return err
	}
	msg.HTML, err = ExecuteTemplate(s.Template.HTML, ptx)
	return err
}

// IMAP holds the IMAP settings a user saved.
type IMAP struct {
	Host     string
	Port     uint16
	Username string
	Password string
	TLS      bool
}

// Mailbox is an IMAP mailbox.
type Mailbox struct {
	Host string
	TLS  bool
	User string
	Pwd  string
}

// GetUnread dials the mailbox's server.
func (mbox *Mailbox) GetUnread() error {
	conn, err := net.Dial("tcp", mbox.Host)
	if err != nil {
		return err
	}
	return conn.Close()
}

// checkForNewEmails logs into an IMAP account and checks unread emails for the
// rid campaign identifier.
func checkForNewEmails(im IMAP) {
	// Source: github.com/gophish/gophish/imap/monitor.go:121 (hostjoin: im.Host is the IMAP host the user saved, joined with a bare ':' into the address that net.Dial dials, with nothing excluding an IPv6 literal; relabelled from look-alike: an address is an authority, which the check's definition names)
	im.Host = im.Host + ":" + strconv.Itoa(int(im.Port)) // defect hostjoin
	mailServer := Mailbox{
		Host: im.Host,
		TLS:  im.TLS,
		User: im.Username,
		Pwd:  im.Password,
	}
	_ = mailServer.GetUnread()
}

// PhishHandler redirects a recipient to the page's rendered RedirectURL.
func PhishHandler(w http.ResponseWriter, r *http.Request) {
	rid := r.FormValue(RecipientParameter)
	for _, p := range pages {
		if p.RedirectURL == "" {
			continue
		}
		to, err := ExecuteTemplate(p.RedirectURL, PhishingTemplateContext{RId: strings.TrimSpace(rid)})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		http.Redirect(w, r, to, http.StatusFound)
		return
	}
	w.WriteHeader(http.StatusOK)
}
