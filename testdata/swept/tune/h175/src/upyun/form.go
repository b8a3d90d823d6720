package upyun

import (
	"encoding/json"
	"fmt"
	"strings"
)

// FormUploadConfig describes a form upload; each entry of Apps is a processing task, a spiderman one fetches its "url".
type FormUploadConfig struct {
	LocalPath      string
	SaveKey        string
	ExpireAfterSec int64
	NotifyUrl      string
	Apps           []map[string]interface{}
}

// FormUploadResp is the answer to a form upload.
type FormUploadResp struct {
	Taskids []string `json:"task_ids"`
}

// FormUpload uploads a file by the form API.
func (up *UpYun) FormUpload(config *FormUploadConfig) (*FormUploadResp, error) {
	args, err := json.Marshal(map[string]interface{}{"bucket": up.Bucket, "save-key": config.SaveKey, "apps": config.Apps})
	if err != nil {
		return nil, err
	}
	endpoint := up.getEndpoint("v0.api.upyun.com")
	url := fmt.Sprintf("%s/%s", endpoint, up.Bucket)
	resp, err := up.doHTTPRequest("POST", url, map[string]string{}, strings.NewReader(string(args)))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var r FormUploadResp
	return &r, json.NewDecoder(resp.Body).Decode(&r)
}
