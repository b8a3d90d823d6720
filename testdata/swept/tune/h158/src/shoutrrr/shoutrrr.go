// Package shoutrrr holds cases rewritten from github.com/nicholas-fedor/shoutrrr.
package shoutrrr

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// signalConfig holds the Signal service settings read from a service URL.
type signalConfig struct {
	Host       string
	Port       int
	DisableTLS bool
	Source     string
}

func (c *signalConfig) parseHostPort(u *url.URL) {
	host, portStr, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = u.Host
		portStr = "8080"
	}
	c.Host = host
	c.Port, _ = strconv.Atoi(portStr)
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/signal/signal.go:168 (hostjoin: the host comes from net.SplitHostPort of the service URL, which strips an IPv6 address's brackets, and is joined to the port with a bare ':' in the API URL the request goes to)
func (c *signalConfig) buildAPIURL() string {
	scheme := "https"
	if c.DisableTLS {
		scheme = "http"
	}
	return fmt.Sprintf("%s://%s:%d/v2/send", scheme, c.Host, c.Port) // defect hostjoin
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/signal/signal_config.go:71 (hostjoin: the same bracket-stripped host is joined to the port with a bare ':' into the Host of the service URL the config serialises to)
func (c *signalConfig) getURL() *url.URL {
	return &url.URL{
		Scheme: "signal",
		Host:   fmt.Sprintf("%s:%d", c.Host, c.Port), // defect hostjoin
		Path:   "/" + c.Source,
	}
}

// smtpConfig holds the SMTP service settings read from a service URL.
type smtpConfig struct {
	Host string
	Port uint16
}

func (c *smtpConfig) setURL(u *url.URL) {
	c.Host = u.Hostname()
	if port, err := strconv.ParseUint(u.Port(), 10, 16); err == nil {
		c.Port = uint16(port)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/email/smtp/smtp_config.go:63 (hostjoin: the host is url.Hostname(), which drops an IPv6 address's brackets, and is joined to the port with a bare ':' into the Host of the service URL)
func (c *smtpConfig) getURL() *url.URL {
	return &url.URL{
		Scheme: "smtp",
		Host:   fmt.Sprintf("%s:%d", c.Host, c.Port), // defect hostjoin
		Path:   "/",
	}
}

// incidentConfig holds the API host and port of an incident service, read with url.Hostname() and url.Port().
type incidentConfig struct {
	Host   string
	Port   uint16
	APIKey string
}

func (c *incidentConfig) setURL(u *url.URL) error {
	c.Host = u.Hostname()
	if u.Port() != "" {
		port, err := strconv.ParseUint(u.Port(), 10, 16)
		if err != nil {
			return err
		}
		c.Port = uint16(port)
	}
	return nil
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/opsgenie/opsgenie.go:21 (hostjoin: the template joins config.Host, a url.Hostname() that may be a bare IPv6 address, to the port with ':' in the alert endpoint the service posts to)
const alertEndpointTemplate = "https://%s:%d/v2/alerts" // defect hostjoin

func postOpsgenieAlert(c *incidentConfig, body string) (*http.Response, error) {
	endpointURL := fmt.Sprintf(alertEndpointTemplate, c.Host, c.Port)
	return http.Post(endpointURL, "application/json", strings.NewReader(body))
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/opsgenie/opsgenie_config.go:57 (hostjoin: the Hostname() host is joined to the port with a bare ':' into the Host of the service URL the config serialises to)
func (c *incidentConfig) getOpsgenieURL() *url.URL {
	host := c.Host
	if c.Port > 0 {
		host = fmt.Sprintf("%s:%d", c.Host, c.Port) // defect hostjoin
	}
	return &url.URL{Scheme: "opsgenie", Host: host, Path: "/" + c.APIKey}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/pagerduty/pagerduty.go:20 (hostjoin: the template joins the Hostname() host of the service URL to the port with ':' in the events endpoint the service posts to)
const eventEndpointTemplate = "https://%s:%d/v2/enqueue" // defect hostjoin

func postPagerDutyEvent(c *incidentConfig, body string) (*http.Response, error) {
	endpointURL := fmt.Sprintf(eventEndpointTemplate, c.Host, c.Port)
	return http.Post(endpointURL, "application/json", strings.NewReader(body))
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/incident/pagerduty/pagerduty_config.go:51 (hostjoin: the Hostname() host is joined to the port with a bare ':' into the Host of the serialised service URL)
func (c *incidentConfig) getPagerDutyURL() *url.URL {
	host := c.Host
	if c.Port > 0 {
		host = fmt.Sprintf("%s:%d", c.Host, c.Port) // defect hostjoin
	}
	return &url.URL{Scheme: "pagerduty", Host: host, Path: "/" + c.APIKey}
}

// rocketConfig holds the Rocket.Chat settings read from a service URL.
type rocketConfig struct {
	Host, Port     string
	TokenA, TokenB string
}

func (c *rocketConfig) setURL(u *url.URL) {
	c.Host = u.Hostname()
	c.Port = u.Port()
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/rocketchat/rocketchat_config.go:42 (hostjoin: the host is url.Hostname(), brackets dropped, and is joined to url.Port() with a bare ':' into the Host of the serialised service URL)
func (c *rocketConfig) getURL() *url.URL {
	host := c.Host
	if c.Port != "" {
		host = fmt.Sprintf("%s:%s", c.Host, c.Port) // defect hostjoin
	}
	return &url.URL{Scheme: "rocketchat", Host: host, Path: c.TokenA + "/" + c.TokenB}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/rocketchat/rocketchat.go:102 (hostjoin: the host and port are joined with net.JoinHostPort, which brackets an IPv6 host, before the format puts them after the scheme)
func (c *rocketConfig) buildURL() string {
	base := c.Host
	if c.Port != "" {
		base = net.JoinHostPort(c.Host, c.Port)
	}
	return fmt.Sprintf("https://%s/hooks/%s/%s", base, c.TokenA, c.TokenB) // lookalike
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ntfy/ntfy_config.go:120 (percent: the semicolons of the query are replaced by a lowercase-hex escape where the normal form is uppercase)
func ntfyQuery(u *url.URL) url.Values {
	u.RawQuery = strings.ReplaceAll(u.RawQuery, ";", "%3b") // defect percent form
	return u.Query()
}

// mattermostConfig holds the Mattermost settings read from a service URL.
type mattermostConfig struct {
	Host       string
	Token      string
	DisableTLS bool
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/mattermost/mattermost_config.go:106 (credentials: the dummy documentation URL is compared as a sentinel and holds a user name only, no password and no host-like user)
func (c *mattermostConfig) setURL(u *url.URL) {
	isDummy := u.String() == "mattermost://dummy@dummy.com" // lookalike
	if !isDummy {
		c.Host = u.Host
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/mattermost/mattermost.go:116 (hostjoin: config.Host is the URL's Host, already host:port with an IPv6 address bracketed, and no ':' join happens here)
func (c *mattermostConfig) buildURL() string {
	scheme := "https"
	if c.DisableTLS {
		scheme = "http"
	}
	return fmt.Sprintf("%s://%s/hooks/%s", scheme, c.Host, c.Token) // lookalike
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram.go:15 (escaper: the bot token goes raw into the path; whether a token needs escaping is not known from the code)
const telegramAPIFormat = "https://api.telegram.org/bot%s/%s" // lookalike

func telegramPost(token, endpoint, body string) (*http.Response, error) {
	return http.Post(fmt.Sprintf(telegramAPIFormat, token, endpoint), "application/json", strings.NewReader(body))
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/wecom/wecom_service.go:21 (escaper: the webhook key goes raw into the query; a key's escaping is not known from the code)
const wecomAPIURL = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" // lookalike

func wecomPost(key, body string) (*http.Response, error) {
	return http.Post(fmt.Sprintf(wecomAPIURL, key), "application/json", strings.NewReader(body))
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/ifttt/ifttt.go:18 (escaper: the event name and webhook ID go raw into the path; IDs and names are not known to need escaping)
const iftttURLFormat = "https://maker.ifttt.com/trigger/%s/with/key/%s" // lookalike

func iftttPost(event, webhookID, body string) (*http.Response, error) {
	return http.Post(fmt.Sprintf(iftttURLFormat, event, webhookID), "application/json", strings.NewReader(body))
}

// Source: github.com/nicholas-fedor/shoutrrr/shoutrrr/cmd/generate/generate.go:96 (credentials: the constant password is the mask REDACTED that the generate command's redactor puts in place of the real one before printing, rule 3)
func maskSMTPUser(parsedURL *url.URL) {
	if parsedURL.User != nil {
		parsedURL.User = url.UserPassword(parsedURL.User.Username(), "REDACTED") // lookalike
	}
}

var teamsHostValidator = regexp.MustCompile(`^[a-zA-Z0-9-]+\.webhook\.office\.com$`)

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/teams/teams_validation.go:105 (credentials: the '@' between group and tenant sits in the path after the validated host, so it is no userinfo)
func buildTeamsWebhookURL(host, group, tenant, altID, groupOwner, extraID string) string {
	if !teamsHostValidator.MatchString(host) {
		return ""
	}
	return fmt.Sprintf("https://%s/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s", // lookalike
		host, group, tenant, altID, groupOwner, extraID)
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/specialized/logger/logger_config.go:21 (hostform: the logger scheme names no server, and the opaque "//" only makes the URL print with an empty authority on purpose)
func loggerGetURL() *url.URL {
	return &url.URL{Scheme: "logger", Opaque: "//"} // lookalike
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/lark/lark_service.go:39 (syntax: the URL is an example inside an error message's sentence, prose and not a URI, rule 4)
var errLarkNoPath = errors.New("no path, path like 'xxx' in 'https://open.larksuite.com/open-apis/bot/v2/hook/xxx'") // lookalike

// barkConfig holds one documented field of the Bark service.
type barkConfig struct {
	// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/bark/bark_config.go:30 (syntax: the URL is part of a field's description text in a struct tag, prose shown in docs, rule 4)
	Sound string `default:"" desc:"Value from https://github.com/Finb/Bark/tree/master/Sounds" key:"sound"` // lookalike
}

// zulipConfig holds the Zulip bot settings read from a service URL.
type zulipConfig struct {
	BotMail, BotKey, Host string
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/zulip/zulip.go:124 (credentials: url.UserPassword gets the bot key from a configuration field, not a constant)
func (c *zulipConfig) apiURL() string {
	return (&url.URL{
		User:   url.UserPassword(c.BotMail, c.BotKey), // lookalike
		Host:   c.Host,
		Path:   "/api/v1/messages",
		Scheme: "https",
	}).String()
}

func (c *zulipConfig) serviceURL(query string) *url.URL {
	return &url.URL{Scheme: "zulip", User: url.UserPassword(c.BotMail, c.BotKey), Host: c.Host, RawQuery: query}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/push/gotify/gotify_config.go:77 (escaper: the JSON extras are escaped with url.QueryEscape for a query value, the right escaper)
func gotifyExtrasQuery(extrasJSON []byte) string {
	return "extras=" + url.QueryEscape(string(extrasJSON)) // lookalike
}

// notifier stands for a shoutrrr service: Initialize reads the service URL, Send delivers a message.
type notifier struct {
	serviceURL *url.URL
}

// Initialize keeps the service URL the service is configured with.
func (n *notifier) Initialize(u *url.URL) error {
	if u == nil || u.Scheme == "" {
		return errors.New("no service URL")
	}
	n.serviceURL = u
	return nil
}

// Send delivers a message with the configured service.
func (n *notifier) Send(message string) error {
	if n.serviceURL == nil {
		return errors.New("not initialized")
	}
	_ = message
	return nil
}

// config stands for a service's config: SetURL parses a service URL, GetURL serialises it back.
type config struct {
	raw       *url.URL
	forbidden []string
	required  []string
}

// SetURL reads the config from a service URL.
func (c *config) SetURL(u *url.URL) error {
	q := u.Query()
	for _, k := range c.forbidden {
		if q.Has(k) {
			return errors.New("invalid query key " + k)
		}
	}
	for _, k := range c.required {
		if !q.Has(k) {
			return errors.New("missing query key " + k)
		}
	}
	c.raw = u
	return nil
}

// GetURL serialises the config into a service URL.
func (c *config) GetURL() *url.URL {
	u := *c.raw
	return &u
}
