// Package notifications rewrites the cases of code.vikunja.io/api/pkg/notifications.
package notifications

import (
	"html"
	"net/url"
	"regexp"
	"strings"
)

// Mail is a mail notification.
type Mail struct {
	lines      []string
	actionText string
	actionURL  string
}

// NewMail creates a new mail.
func NewMail() *Mail { return &Mail{} }

// Line adds a markdown line.
func (m *Mail) Line(line string) *Mail { m.lines = append(m.lines, line); return m }

// Action sets the action button.
func (m *Mail) Action(text, u string) *Mail { m.actionText, m.actionURL = text, u; return m }

// MailOpts is the rendered mail.
type MailOpts struct {
	Message     string
	HTMLMessage string
}

// Policy stands in for *bluemonday.Policy.
type Policy struct{ rewriteSrc func(*url.URL) }

// RewriteSrc stands in for bluemonday's Policy.RewriteSrc.
func (p *Policy) RewriteSrc(fn func(*url.URL)) { p.rewriteSrc = fn }

// newNotificationSanitizer builds the policy for all HTML in notification
// emails: RewriteSrc blanks any remote image src.
func newNotificationSanitizer() *Policy {
	p := &Policy{}
	p.RewriteSrc(func(u *url.URL) {
		if u.Scheme != "data" {
			// Source: code.vikunja.io/api/pkg/notifications/mail_render.go:209 (sink: the sanitiser blanks a remote image src by replacing it with the zero URL on purpose, so no request is ever made for it)
			*u = url.URL{} // lookalike
		}
	})
	return p
}

var mdLink = regexp.MustCompile(`\[([^\]]*)\]\(([^)]*)\)`)

// markdownToPlainText renders markdown links as text followed by the destination in parentheses.
func markdownToPlainText(md string) string {
	md = strings.ReplaceAll(md, "**", "")
	return mdLink.ReplaceAllString(md, "$1 ($2)")
}

// markdownToHTML stands in for goldmark.Convert.
func markdownToHTML(md string) string {
	return "<p>" + mdLink.ReplaceAllString(html.EscapeString(md), `<a href="$2" rel="nofollow">$1</a>`) + "</p>"
}

// RenderMail renders the mail as plain text and HTML.
func RenderMail(m *Mail, lang string) (*MailOpts, error) {
	opts := &MailOpts{}
	for _, l := range m.lines {
		opts.Message += markdownToPlainText(l) + "\n\n"
		opts.HTMLMessage += markdownToHTML(l)
	}
	if m.actionURL != "" {
		opts.Message += m.actionText + ":\n" + m.actionURL + "\n"
		opts.HTMLMessage += `<a class="email-button" href="` + m.actionURL + `">` + m.actionText + `</a>`
	}
	return opts, nil
}

var markdownSpecials = strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`, "(", `\(`, ")", `\)`, "!", `\!`, "*", `\*`, "_", `\_`, "`", "\\`", "#", `\#`, ">", `\>`, "<", `\<`, "-", `\-`, "+", `\+`, ".", `\.`, "|", `\|`, "~", `\~`, "{", `\{`, "}", `\}`)

// EscapeMarkdown escapes every markdown special character in s.
func EscapeMarkdown(s string) string { return markdownSpecials.Replace(s) }
