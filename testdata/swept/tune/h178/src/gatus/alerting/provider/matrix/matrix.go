package matrix

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
)

const defaultServerURL = "https://matrix-client.matrix.org"

// Config is the configuration of the Matrix provider
type Config struct {
	// ServerURL is the custom homeserver to use (optional)
	ServerURL string `yaml:"server-url"`
	// AccessToken is the bot user's access token to send messages
	AccessToken string `yaml:"access-token"`
	// InternalRoomID is the room that the bot user has permissions to send messages to
	InternalRoomID string `yaml:"internal-room-id"`
}

// AlertProvider is the configuration necessary for sending an alert using Matrix
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body []byte, txnId string) error {
	if len(cfg.ServerURL) == 0 {
		cfg.ServerURL = defaultServerURL
	}
	buffer := bytes.NewBuffer(body)
	request, err := http.NewRequest(
		http.MethodPut,
		// Source: github.com/TwiN/gatus/v5/alerting/provider/matrix/matrix.go:105 (syntax: a format template judged as the URL it becomes, its verbs take the server URL and values escaped for path and query, by the template rule)
		fmt.Sprintf("%s/_matrix/client/v3/rooms/%s/send/m.room.message/%s?access_token=%s", // lookalike
			cfg.ServerURL,
			// Source: github.com/TwiN/gatus/v5/alerting/provider/matrix/matrix.go:107 (escaper: url.PathEscape is the right escaper for a room ID placed in a path segment, as the escaper check requires)
			url.PathEscape(cfg.InternalRoomID), // lookalike
			txnId,
			// Source: github.com/TwiN/gatus/v5/alerting/provider/matrix/matrix.go:109 (escaper: url.QueryEscape is the right escaper for the access token placed in a query value, as the escaper check requires)
			url.QueryEscape(cfg.AccessToken), // lookalike
		),
		buffer,
	)
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
