package qiniu

import (
	"context"
	"fmt"
	"net/url"

	"github.com/qiniu/go-sdk/v7/client"
)

// Manager manages devices of the linking service.
type Manager struct {
	client *client.Client
}

// NewManager makes a manager.
func NewManager() *Manager {
	c := client.DefaultClient
	return &Manager{client: &c}
}

// M is a generic map.
type M map[string]interface{}

// Statd returns the statistics of devices.
func (manager *Manager) Statd(start, end int64, group, sel string) ([]M, error) {
	var ret []M
	query := url.Values{}
	query.Set("start", fmt.Sprint(start))
	query.Set("end", fmt.Sprint(end))
	query.Set("g", group)
	query.Set("select", sel)

	// Source: github.com/qiniu/go-sdk/linking/vod.go:148 (plainhttp: a signed GET to the public host linking.qiniuapi.com in plain text, through the client's Call)
	err := manager.client.Call(context.Background(), &ret, "GET", fmt.Sprintf("http://linking.qiniuapi.com/statd/device?%v", query.Encode()), nil) // defect plainhttp
	return ret, err
}
