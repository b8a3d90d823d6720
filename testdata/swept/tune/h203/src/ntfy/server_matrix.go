package ntfy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

type matrixRequest struct {
	Notification *struct {
		Devices []struct {
			PushKey string `json:"pushkey"`
		} `json:"devices"`
	} `json:"notification"`
}

type errMatrixPushkeyRejected struct {
	rejectedPushKey   string
	configuredBaseURL string
}

func (e errMatrixPushkeyRejected) Error() string {
	return fmt.Sprintf("push key must be prefixed with base URL, received push key: %s, configured base URL: %s", e.rejectedPushKey, e.configuredBaseURL)
}

var errHTTPBadRequestMatrixMessageInvalid = errors.New("invalid request: not a valid Matrix message")

// newRequestFromMatrixJSON reads the request body as a Matrix JSON message, and creates a new publish request
// to the push key, which must be prefixed with the base URL.
func newRequestFromMatrixJSON(r *http.Request, baseURL string, messageLimit int) (*http.Request, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, int64(messageLimit)))
	if err != nil {
		return nil, err
	}
	var m matrixRequest
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, errHTTPBadRequestMatrixMessageInvalid
	} else if m.Notification == nil || len(m.Notification.Devices) == 0 || m.Notification.Devices[0].PushKey == "" {
		return nil, errHTTPBadRequestMatrixMessageInvalid
	}
	pushKey := m.Notification.Devices[0].PushKey
	if !strings.HasPrefix(pushKey, baseURL+"/") {
		return nil, &errMatrixPushkeyRejected{rejectedPushKey: pushKey, configuredBaseURL: baseURL}
	}
	return http.NewRequest(http.MethodPost, pushKey, io.NopCloser(bytes.NewReader(body)))
}

// writeMatrixResponse writes the rejected push key as a Matrix response.
func writeMatrixResponse(w http.ResponseWriter, rejectedPushKey string) error {
	w.Header().Set("Content-Type", "application/json")
	_, err := io.WriteString(w, `{"rejected":["`+rejectedPushKey+`"]}`+"\n")
	return err
}
