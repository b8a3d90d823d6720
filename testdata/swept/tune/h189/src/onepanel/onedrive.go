package onepanel

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"

	odsdk "github.com/goh-chunlin/go-onedrive/onedrive"
)

type oneDriveClient struct {
	client odsdk.Client
}

// NewOneDriveClient builds a Microsoft Graph client; every request URL is
// relative to client.BaseURL.
func NewOneDriveClient(vars map[string]interface{}) (*oneDriveClient, error) {
	isCN := loadParamFromVars("isCN", vars)
	client := odsdk.NewClient(http.DefaultClient)
	if isCN == "true" {
		// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/onedrive.go:43 (baseslash: the base ends in /v1.0/ with its trailing slash, so relative references like me/drive/... resolve under /v1.0/ as meant)
		client.BaseURL, _ = url.Parse("https://microsoftgraph.chinacloudapi.cn/v1.0/") // lookalike
	}
	return &oneDriveClient{client: *client}, nil
}

// Delete removes a backup file by its path in the drive.
func (o oneDriveClient) Delete(path string) (bool, error) {
	path = "/" + strings.TrimPrefix(path, "/")
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/onedrive.go:88 (escaper: the backup path is spliced raw into the request path, so a name with #, ? or % is cut or rejected when the reference is resolved; each segment needs url.PathEscape)
	req, err := o.client.NewRequest("DELETE", fmt.Sprintf("me/drive/root:%s", path), nil) // defect escaper
	if err != nil {
		return false, fmt.Errorf("new request for delete file failed, err: %v", err)
	}
	if err := o.client.Do(context.Background(), req, false, nil); err != nil {
		return false, err
	}
	return true, nil
}

// Download fetches a backup file by its path in the drive.
func (o oneDriveClient) Download(src, target string) (bool, error) {
	src = "/" + strings.TrimPrefix(src, "/")
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/onedrive.go:133 (escaper: the source path is spliced raw into the request path, unescaped reserved characters in a file name break the URL)
	req, err := o.client.NewRequest("GET", fmt.Sprintf("me/drive/root:%s", src), nil) // defect escaper
	if err != nil {
		return false, err
	}
	var driveItem *odsdk.DriveItem
	if err := o.client.Do(context.Background(), req, false, &driveItem); err != nil {
		return false, err
	}
	return true, nil
}

func (o *oneDriveClient) loadIDByPath(path string) (string, error) {
	pathItem := "root:" + path
	if path == "/" {
		pathItem = "root"
	}
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/onedrive.go:191 (escaper: the folder path is spliced raw after root:, so reserved characters in a backup directory name are not escaped)
	req, err := o.client.NewRequest("GET", fmt.Sprintf("me/drive/%s", pathItem), nil) // defect escaper
	if err != nil {
		return "", err
	}
	var driveItem *odsdk.DriveItem
	if err := o.client.Do(context.Background(), req, false, &driveItem); err != nil {
		return "", err
	}
	return driveItem.Id, nil
}

// Upload uploads a local file to the folder of target.
func (o oneDriveClient) Upload(src, target string) (bool, error) {
	target = "/" + strings.TrimPrefix(target, "/")
	folderID, err := o.loadIDByPath(path.Dir(target))
	if err != nil {
		return false, err
	}
	fileInfo, err := os.Stat(src)
	if err != nil {
		return false, err
	}
	if fileInfo.Size() < 4*1024*1024 {
		return o.upSmall(src, folderID, fileInfo.Size())
	}
	return o.upBig(context.Background(), src, folderID, fileInfo.Size())
}

func (o *oneDriveClient) upSmall(srcPath, folderID string, fileSize int64) (bool, error) {
	buffer, err := os.ReadFile(srcPath)
	if err != nil {
		return false, err
	}
	fileReader := bytes.NewReader(buffer)
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/onedrive.go:323 (escaper: folderID is path-escaped but the file name from path.Base is spliced raw into the path, so a name with #, ? or % breaks the upload URL)
	apiURL := fmt.Sprintf("me/drive/items/%s:/%s:/content?@microsoft.graph.conflictBehavior=rename", url.PathEscape(folderID), path.Base(srcPath)) // defect escaper
	req, err := o.client.NewFileUploadRequest(apiURL, "application/octet-stream", fileReader)
	if err != nil {
		return false, err
	}
	if err := o.client.Do(context.Background(), req, false, nil); err != nil {
		return false, fmt.Errorf("do request for list failed, err: %v", err)
	}
	return true, nil
}

func (o *oneDriveClient) upBig(ctx context.Context, srcPath, folderID string, fileSize int64) (bool, error) {
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/onedrive.go:344 (escaper: the file name is spliced raw into the createUploadSession path next to an escaped folder id, so reserved characters in it break the URL)
	apiURL := fmt.Sprintf("me/drive/items/%s:/%s:/createUploadSession", url.PathEscape(folderID), path.Base(srcPath)) // defect escaper
	sessionCreationReq, err := o.client.NewRequest("POST", apiURL, nil)
	if err != nil {
		return false, err
	}
	if err := o.client.Do(ctx, sessionCreationReq, false, nil); err != nil {
		return false, fmt.Errorf("session creation failed %w", err)
	}
	return true, nil
}
