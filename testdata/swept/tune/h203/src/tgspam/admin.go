package tgspam

import (
	"fmt"
	"regexp"
	"strings"
)

// User is a telegram user.
type User struct {
	ID       int64
	UserName string
}

// SenderChat is the channel a message was sent on behalf of.
type SenderChat struct {
	ID       int64
	UserName string
}

// Message is a telegram message as seen by the admin handler.
type Message struct {
	ID         int
	From       User
	SenderChat SenderChat
	Text       string
}

type admin struct {
	dry          bool
	trainingMode bool
}

// escapeMarkDownV1Text escapes markdown v1 special characters.
func escapeMarkDownV1Text(text string) string {
	for _, c := range []string{"_", "*", "`", "["} {
		text = strings.ReplaceAll(text, c, "\\"+c)
	}
	return text
}

// ReportBan reports a ban to the admin chat; the text carries a markdown link to the banned user or channel.
func (a *admin) ReportBan(banUserStr string, msg *Message) string {
	would := ""
	if a.dry {
		would = "would have "
	}
	// for channels, use t.me link (tg://user doesn't resolve negative IDs);
	// for regular users, keep the standard tg://user link
	// Source: github.com/umputun/tg-spam/app/events/admin.go:75 (syntax: a markdown message text whose link target is tg://user?id= filled with a numeric id, prose by rule 4 and a valid URI once the template is filled)
	banLine := fmt.Sprintf("**%spermanently banned [%s](tg://user?id=%d)**", would, escapeMarkDownV1Text(banUserStr), msg.From.ID) // lookalike
	switch {
	case msg.SenderChat.ID != 0 && msg.SenderChat.UserName != "":
		// Source: github.com/umputun/tg-spam/app/events/admin.go:79 (escaper: the channel username spliced into the t.me path is a telegram username of letters, digits and underscores, which needs no escaping)
		banLine = fmt.Sprintf("**%spermanently banned [%s](https://t.me/%s)**", would, escapeMarkDownV1Text(banUserStr), msg.SenderChat.UserName) // lookalike
	case msg.SenderChat.ID != 0:
		banLine = fmt.Sprintf("**%spermanently banned %s (%d)**", would, escapeMarkDownV1Text(banUserStr), msg.SenderChat.ID)
	}
	return fmt.Sprintf("%s\n\n%s\n\n", banLine, strings.ReplaceAll(escapeMarkDownV1Text(msg.Text), "\n", " "))
}

// extractUsername tries to extract the username from a ban message.
// supports tg://user markdown links, t.me channel links, plain channel name+ID, and plain {id name...} format.
func (a *admin) extractUsername(text string) (string, error) {
	// regex for markdown format: [username](tg://user?id=123456)
	// Source: github.com/umputun/tg-spam/app/events/admin.go:1182 (syntax: a regular expression given to regexp.MustCompile to find ban links in text, never used as a URI)
	markdownRegex := regexp.MustCompile(`\[(.*?)\]\(tg://user\?id=\d+\)`) // lookalike
	if matches := markdownRegex.FindStringSubmatch(text); len(matches) > 1 {
		return matches[1], nil
	}

	// regex for t.me channel link format: [channelname](https://t.me/channelname)
	// Source: github.com/umputun/tg-spam/app/events/admin.go:1188 (syntax: a regular expression for t.me links given to regexp.MustCompile, not a URI)
	tmeRegex := regexp.MustCompile(`\[(.*?)\]\(https://t\.me/\S+\)`) // lookalike
	if matches := tmeRegex.FindStringSubmatch(text); len(matches) > 1 {
		return matches[1], nil
	}
	return "", fmt.Errorf("can't extract username from %q", text)
}
