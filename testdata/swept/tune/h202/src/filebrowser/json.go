package filebrowser

import (
	"net/http"
	"net/url"
	"strings"
)

const reCaptchaAPI = "/recaptcha/api/siteverify"

// ReCaptcha identifies a recaptcha connection. Host is set from the
// recaptcha.host flag, whose default is "https://www.google.com".
type ReCaptcha struct {
	Host   string `json:"host"`
	Key    string `json:"key"`
	Secret string `json:"secret"`
}

// Ok checks if a reCaptcha responde is correct.
func (r *ReCaptcha) Ok(response string) (bool, error) {
	body := url.Values{}
	body.Set("secret", r.Secret)
	body.Add("response", response)

	client := &http.Client{}

	resp, err := client.Post(
		// Source: github.com/filebrowser/filebrowser/v2/auth/json.go:99 (sink: the Host field holds a scheme and host (default https://www.google.com), so appending the API path gives an absolute URI as Post needs)
		r.Host+reCaptchaAPI, // lookalike
		"application/x-www-form-urlencoded",
		strings.NewReader(body.Encode()),
	)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK, nil
}
