package ntfy

import "fmt"

// formatMail formats a message as an email body with the topic URL in its footer.
func formatMail(baseURL, senderIP, from, to string, m *message) (string, error) {
	topicURL := baseURL + "/" + m.Topic
	return fmt.Sprintf("From: %q <%s>\nTo: %s\n\n%s\n\n--\nThis message was sent by %s via %s", "ntfy.sh/"+m.Topic, from, to, m.Message, senderIP, topicURL), nil
}
