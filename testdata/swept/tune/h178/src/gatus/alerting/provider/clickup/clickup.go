package clickup

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// Config is the configuration of the ClickUp provider
type Config struct {
	APIURL string `yaml:"api-url"`
	ListID string `yaml:"list-id"`
	Token  string `yaml:"token"`
}

// Validate sets the default API URL
func (cfg *Config) Validate() error {
	if cfg.APIURL == "" {
		cfg.APIURL = "https://api.clickup.com/api/v2"
	}
	return nil
}

// AlertProvider is the configuration necessary for sending an alert using ClickUp
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// CloseTask fetches the open tasks of the list to close the matching ones
func (provider *AlertProvider) CloseTask(cfg *Config) ([]string, error) {
	// Source: github.com/TwiN/gatus/v5/alerting/provider/clickup/clickup.go:187 (escaper: the spliced list-id is a ClickUp list ID, an opaque token of digits that needs no escaping, and the query is a constant; so by the escaper check, which concerns values needing escaping, nothing is missing)
	fetchURL := fmt.Sprintf("%s/list/%s/task?include_closed=false", cfg.APIURL, cfg.ListID) // lookalike
	req, err := http.NewRequest("GET", fetchURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", cfg.Token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return nil, fmt.Errorf("failed to fetch tasks, status: %d", resp.StatusCode)
	}
	var fetchResponse struct {
		Tasks []struct {
			ID string `json:"id"`
		} `json:"tasks"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&fetchResponse); err != nil {
		return nil, err
	}
	var ids []string
	for _, task := range fetchResponse.Tasks {
		ids = append(ids, task.ID)
	}
	return ids, nil
}
