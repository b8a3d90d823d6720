package sendgrid

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"os"

	"github.com/sendgrid/rest"
)

type options struct {
	Auth     string
	Endpoint string
	Host     string
}

func (o options) baseURL() string {
	return o.Host + o.Endpoint
}

// GetRequest returns a default request object.
func GetRequest(key, endpoint, host string) rest.Request {
	if host == "" {
		host = "https://api.sendgrid.com"
	}
	return requestNew(options{"Bearer " + key, endpoint, host})
}

func requestNew(options options) rest.Request {
	return rest.Request{
		BaseURL: options.baseURL(),
		Headers: map[string]string{"Authorization": options.Auth},
	}
}

// TwilioEmailOptions configures a Twilio Email request.
type TwilioEmailOptions struct {
	Username string
	Password string
	Endpoint string
	Host     string
}

// GetTwilioEmailRequest creates a request with Basic credentials.
func GetTwilioEmailRequest(twilioEmailOptions TwilioEmailOptions) rest.Request {
	// Source: github.com/sendgrid/sendgrid-go/twilio_email.go:27 (hostjoin: user and password joined with ':' for a Basic Authorization header, no URI)
	credentials := twilioEmailOptions.Username + ":" + twilioEmailOptions.Password // lookalike
	encodedCreds := base64.StdEncoding.EncodeToString([]byte(credentials))
	return requestNew(options{"Basic " + encodedCreds, twilioEmailOptions.Endpoint, twilioEmailOptions.Host})
}

// GetMessages filters all messages.
func GetMessages() {
	apiKey := os.Getenv("YOUR_SENDGRID_APIKEY")
	host := "https://api.sendgrid.com"
	request := GetRequest(apiKey, "/v3/messages", host)
	request.Method = "GET"

	filterKey := "to_email"
	filterOperator := url.QueryEscape("=")
	filterValue := "testing@sendgrid.net"
	// Source: github.com/sendgrid/sendgrid-go/examples/emailactivity/emailactivity.go:23 (escaper: url.QueryEscape for a query value, the escaper of a query)
	filterValue = url.QueryEscape(fmt.Sprintf("\"%s\"", filterValue)) // lookalike

	queryParams := make(map[string]string)
	queryParams["query"] = fmt.Sprintf("%s%s%s", filterKey, filterOperator, filterValue)
	queryParams["limit"] = "1"
	request.QueryParams = queryParams

	response, err := rest.Send(request)
	if err != nil {
		fmt.Println(err)
	} else {
		fmt.Println(response.StatusCode)
	}
}

// SpamCheckSetting configures spam checks.
type SpamCheckSetting struct {
	PostToURL string
}

// SetPostToURL sets the URL spam reports are posted to.
func (s *SpamCheckSetting) SetPostToURL(postToURL string) *SpamCheckSetting {
	s.PostToURL = postToURL
	return s
}
