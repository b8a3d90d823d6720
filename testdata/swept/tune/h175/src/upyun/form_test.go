package upyun

import "testing"

func TestFormPutApps(t *testing.T) {
	spider := map[string]interface{}{
		"name": "spiderman",
		// Source: github.com/upyun/go-sdk/v3/upyun/form_test.go:38 (plainhttp: a plain http URL of the public host www.upyun.com in the spiderman app config of an upload the test expects to succeed, working configuration by rule 1)
		"url": "http://www.upyun.com/index.html", // defect plainhttp
	}
	resp, err := up.FormUpload(&FormUploadConfig{
		LocalPath:      "./.temp/form",
		SaveKey:        ROOT + "/FORM/file",
		NotifyUrl:      NOTIFY_URL,
		ExpireAfterSec: 60,
		Apps:           []map[string]interface{}{spider},
	})
	NotNil(t, resp)
	Nil(t, err)
}
