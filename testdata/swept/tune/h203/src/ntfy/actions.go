package ntfy

import (
	"encoding/json"
	"errors"
	"strings"
)

type action struct {
	Action  string            `json:"action"`
	Label   string            `json:"label"`
	URL     string            `json:"url"`
	Method  string            `json:"method"`
	Body    string            `json:"body"`
	Clear   bool              `json:"clear"`
	Headers map[string]string `json:"headers"`
}

// parseActions parses the actions string as described in https://ntfy.sh/docs/publish/#action-buttons.
// It supports both a JSON representation (if the string begins with "[", see parseActionsFromJSON),
// and the "simple" format, which is more human-readable, but harder to parse (see parseActionsFromSimple).
// This is a simplified stand-in of the source's state-machine parser.
func parseActions(s string) (actions []*action, err error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "[") {
		if err := json.Unmarshal([]byte(s), &actions); err != nil {
			return nil, errors.New("JSON error: " + err.Error())
		}
		return actions, nil
	}
	for _, def := range strings.Split(s, ";") {
		a := &action{Headers: map[string]string{}}
		for i, term := range strings.Split(def, ",") {
			term = strings.TrimSpace(term)
			key, value, ok := strings.Cut(term, "=")
			if !ok {
				switch i {
				case 0:
					key, value = "action", term
				case 1:
					key, value = "label", term
				case 2:
					key, value = "url", term
				}
			}
			value = strings.Trim(strings.TrimSpace(value), `"'`)
			switch strings.TrimSpace(key) {
			case "action":
				a.Action = value
			case "label":
				a.Label = value
			case "url":
				a.URL = value
			case "method":
				a.Method = value
			case "body":
				a.Body = value
			case "clear":
				a.Clear = value == "true"
			}
		}
		if a.Label == "" {
			return nil, errors.New("parameter 'label' is required")
		}
		actions = append(actions, a)
	}
	return actions, nil
}
