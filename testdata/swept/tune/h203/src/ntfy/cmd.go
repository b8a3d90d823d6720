package ntfy

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"runtime"
	"strings"
)

// Command stands in for a urfave/cli command.
type Command struct {
	Name        string
	Usage       string
	Description string
}

// StringFlag stands in for a urfave/cli string flag.
type StringFlag struct {
	Name    string
	Aliases []string
	EnvVars []string
	Value   string
	Usage   string
}

var cmdPublish = &Command{
	Name:  "publish",
	Usage: "Send message via a ntfy server",
	// Source: heckel.io/ntfy/v2/cmd/publish.go:58 (plainhttp: example URLs to the placeholder host some.tld and a user:mypass example inside command help text, prose by rules 3 and 4)
	Description: "Publish a message to a ntfy server.\n\nExamples:\n  ntfy publish mytopic This is my message                 # Send simple message\n  ntfy send myserver.com/mytopic \"This is my message\"     # Send message to different default host\n  ntfy pub --click=\"https://reddit.com\" redd 'New msg'    # Opens Reddit when notification is clicked\n  ntfy pub --icon=\"http://some.tld/icon.png\" 'Icon!'      # Send notification with custom icon\n  ntfy pub --attach=\"http://some.tld/file.zip\" files      # Send ZIP archive from URL as attachment\n  ntfy pub -u phil:mypass secret Psst                     # Publish with username/password\n", // lookalike
}

var flagsServe = []*StringFlag{
	{Name: "config", Aliases: []string{"c"}, EnvVars: []string{"NTFY_CONFIG_FILE"}, Value: "/etc/ntfy/server.yml", Usage: "config file"},
	// Source: heckel.io/ntfy/v2/cmd/serve.go:39 (syntax: an example URL inside flag usage text joined to words, prose by rule 4)
	{Name: "base-url", Aliases: []string{"base_url", "B"}, EnvVars: []string{"NTFY_BASE_URL"}, Usage: "externally visible base URL for this host (e.g. https://ntfy.sh)"}, // lookalike
}

func execServe(baseURL, upstreamBaseURL string) error {
	if baseURL != "" {
		u, err := url.Parse(baseURL)
		if err != nil {
			// Source: heckel.io/ntfy/v2/cmd/serve.go:301 (syntax: an example URL inside an error message followed by a format verb and words, prose by rule 4)
			return fmt.Errorf("if set, base-url must be a valid URL, e.g. https://ntfy.mydomain.com: %v", err) // lookalike
		} else if u.Scheme != "http" && u.Scheme != "https" {
			// Source: heckel.io/ntfy/v2/cmd/serve.go:303 (syntax: bare schemes and an example URL inside error text, prose by rule 4)
			return errors.New("if set, base-url must be a valid URL starting with http:// or https://, e.g. https://ntfy.mydomain.com") // lookalike
		} else if u.Path != "" {
			// Source: heckel.io/ntfy/v2/cmd/serve.go:305 (syntax: an example URL inside an error message with a format verb, prose by rule 4)
			return fmt.Errorf("if set, base-url must not have a path (%s), as hosting ntfy on a sub-path is not supported, e.g. https://ntfy.mydomain.com", u.Path) // lookalike
		}
	} else if upstreamBaseURL != "" &&
		// Source: heckel.io/ntfy/v2/cmd/serve.go:307 (sink: a bare scheme prefix only tested with strings.HasPrefix to validate configuration)
		!strings.HasPrefix(upstreamBaseURL, "http://") && // lookalike
		// Source: heckel.io/ntfy/v2/cmd/serve.go:307 (sink: the https prefix only compared with strings.HasPrefix, no URI use)
		!strings.HasPrefix(upstreamBaseURL, "https://") { // lookalike
		// Source: heckel.io/ntfy/v2/cmd/serve.go:308 (syntax: bare schemes named inside error text, prose by rule 4)
		return errors.New("if set, upstream-base-url must start with http:// or https://") // lookalike
	} else if upstreamBaseURL != "" && baseURL != "" && baseURL == upstreamBaseURL {
		// Source: heckel.io/ntfy/v2/cmd/serve.go:314 (syntax: a suggested value and a docs link inside error text, prose by rule 4)
		return errors.New("base-url and upstream-base-url cannot be identical, you'll likely want to set upstream-base-url to https://ntfy.sh, see https://ntfy.sh/docs/config/#ios-instant-notifications") // lookalike
	}
	return nil
}

func generateWebPushKeys(errWriter io.Writer, publicKey, privateKey string) error {
	// Source: heckel.io/ntfy/v2/cmd/webpush.go:58 (syntax: instructions printed to the user with config lines and a docs link, prose by rule 4)
	_, err := fmt.Fprintf(errWriter, "Web Push keys generated. Add the following lines to your config file:\n\nweb-push-public-key: %s\nweb-push-private-key: %s\nweb-push-file: /var/cache/ntfy/webpush.db # or similar\nweb-push-email-address: <email address>\n\nSee https://ntfy.sh/docs/config/#web-push for details.\n", publicKey, privateKey) // lookalike
	return err
}

var (
	version         = "dev"
	commit          = "unknown"
	date            = "unknown"
	appHelpTemplate string
)

func mainHelp() {
	// Source: heckel.io/ntfy/v2/main.go:18 (syntax: links inside the help template text joined to words, prose by rule 4)
	appHelpTemplate += fmt.Sprintf("\nTry 'ntfy COMMAND --help' or https://ntfy.sh/docs/ for more information.\n\nTo report a bug, open an issue on GitHub: https://github.com/binwiederhier/ntfy/issues.\nIf you want to chat, simply join the Discord server (https://discord.gg/cT7ECsZj9w), or\nthe Matrix room (https://matrix.to/#/#ntfy:matrix.org).\n\nntfy %s (%s), runtime %s, built at %s\n", version, commit, runtime.Version(), date) // lookalike
}
