// Package incus holds cases rewritten from github.com/lxc/incus/v6.
package incus

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type protocolIncus struct {
	httpBaseURL *url.URL
	client      *http.Client
}

// Source: github.com/lxc/incus/v6/client/incus.go:368 (baseslash: helper the client cases call, it appends the API prefix and a path to the base by concatenation, no reference resolution; not a sweep candidate, kept because the cases need it)
func (r *protocolIncus) query(method string, path string) (*http.Response, error) {
	u := fmt.Sprintf("%s/1.0%s", r.httpBaseURL.String(), path) // lookalike
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}

// Source: github.com/lxc/incus/v6/client/incus_operations.go:114 (escaper: url.PathEscape is used for the secret query value, so "&", "+" and "=" in it stay raw)
func (r *protocolIncus) getOperationWaitSecret(uuid string, secret string, timeout int) error {
	_, err := r.query("GET", fmt.Sprintf("/operations/%s/wait?secret=%s&timeout=%d", url.PathEscape(uuid), url.PathEscape(secret), timeout)) // defect escaper
	return err
}

// Source: github.com/lxc/incus/v6/client/util.go:241 (escaper: the value is url.QueryEscape'd and then stored in url.Values, whose Encode escapes it a second time)
func setQueryParam(uri, param, value string) (string, error) {
	fields, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	values := fields.Query()
	values.Set(param, url.QueryEscape(value)) // defect escaper
	fields.RawQuery = values.Encode()
	return fields.String(), nil
}

func (r *protocolIncus) getEvents(eventTypes []string) (*http.Response, error) {
	for i := range eventTypes {
		// Source: github.com/lxc/incus/v6/client/incus_events.go:61 (escaper: each event type is url.QueryEscape'd before it becomes the query value, the right escaper; uniform sample of 14 of 347)
		eventTypes[i] = url.QueryEscape(eventTypes[i]) // lookalike
	}
	// Source: github.com/lxc/incus/v6/client/incus_events.go:64 (escaper: the query value is built only from the escaped event types joined by commas; companion line of the sampled case above)
	eventsURL := "/events?type=" + strings.Join(eventTypes, ",") // lookalike
	return r.query("GET", eventsURL)
}

func (r *protocolIncus) getInstanceFile(filePath string) (*http.Response, error) {
	// Source: github.com/lxc/incus/v6/client/incus_instances.go:1553 (escaper: the file path goes into a query value through url.QueryEscape, the right escaper; uniform sample of 14 of 347)
	requestURL := fmt.Sprintf("%s/1.0/files?path=%s", r.httpBaseURL.String(), url.QueryEscape(filePath)) // lookalike
	req, err := http.NewRequest("GET", requestURL, nil)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}

// Source: github.com/lxc/incus/v6/client/incus_instances.go:2893 (escaper: the instance name is a path segment escaped with url.PathEscape; uniform sample of 14 of 347)
func (r *protocolIncus) createInstanceBackup(instanceName string) error {
	_, err := r.query("POST", fmt.Sprintf("%s/%s/backups", "/instances", url.PathEscape(instanceName))) // lookalike
	return err
}

func (r *protocolIncus) getInstanceBackupFile(instanceName string, name string) (*http.Response, error) {
	// Source: github.com/lxc/incus/v6/client/incus_instances.go:2953 (escaper: instance and backup names are path segments escaped with url.PathEscape; uniform sample of 14 of 347)
	uri := fmt.Sprintf("%s/1.0/instances/%s/backups/%s/export", r.httpBaseURL.String(), url.PathEscape(instanceName), url.PathEscape(name)) // lookalike
	req, err := http.NewRequest("GET", uri, nil)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}

// Source: github.com/lxc/incus/v6/client/incus_operations.go:80 (escaper: the operation UUID is a path segment escaped with url.PathEscape; uniform sample of 14 of 347)
func (r *protocolIncus) getOperation(uuid string) error {
	_, err := r.query("GET", fmt.Sprintf("/operations/%s", url.PathEscape(uuid))) // lookalike
	return err
}

// Source: github.com/lxc/incus/v6/client/incus_projects.go:77 (escaper: the project name is a path segment escaped with url.PathEscape; uniform sample of 14 of 347)
func (r *protocolIncus) getProject(name string) error {
	_, err := r.query("GET", fmt.Sprintf("/projects/%s", url.PathEscape(name))) // lookalike
	return err
}

// Source: github.com/lxc/incus/v6/client/incus_projects.go:141 (escaper: the project name is a path segment escaped with url.PathEscape; uniform sample of 14 of 347)
func (r *protocolIncus) updateProject(name string) error {
	_, err := r.query("PUT", fmt.Sprintf("/projects/%s", url.PathEscape(name))) // lookalike
	return err
}

func (r *protocolIncus) createStoragePoolVolumeSnapshot(pool string, volumeType string, volumeName string) error {
	// Source: github.com/lxc/incus/v6/client/incus_storage_volumes.go:336 (escaper: every segment of the multi-line format is escaped with url.PathEscape, the sampled line 338 is one of its arguments; uniform sample of 14 of 347)
	path := fmt.Sprintf("/storage-pools/%s/volumes/%s/%s/snapshots", // lookalike
		url.PathEscape(pool),
		url.PathEscape(volumeType),
		url.PathEscape(volumeName))
	_, err := r.query("POST", path)
	return err
}

func (r *protocolIncus) getStoragePoolVolumeSnapshot(pool string, volumeType string, volumeName string, snapshotName string) error {
	// Source: github.com/lxc/incus/v6/client/incus_storage_volumes.go:396 (escaper: every segment, the snapshot name included, is escaped with url.PathEscape; uniform sample of 14 of 347)
	path := fmt.Sprintf("/storage-pools/%s/volumes/%s/%s/snapshots/%s", // lookalike
		url.PathEscape(pool),
		url.PathEscape(volumeType),
		url.PathEscape(volumeName),
		url.PathEscape(snapshotName))
	_, err := r.query("GET", path)
	return err
}
