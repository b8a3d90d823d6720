package juicefs

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

type ufile struct {
	RestfulStorage
}

func ufileSigner(req *http.Request, accessKey, secretKey, signName string) {}

func (u *ufile) Create(ctx context.Context) error {
	uri, _ := url.ParseRequestURI(u.endpoint)
	parts := strings.Split(uri.Host, ".")
	name := parts[0]
	region := parts[1]
	query := url.Values{}
	query.Add("Action", "CreateBucket")
	query.Add("BucketName", name)
	query.Add("PublicKey", u.accessKey)
	query.Add("Region", region)
	sum := sha1.Sum([]byte("ActionCreateBucketBucketName" + name + u.secretKey))
	query.Add("Signature", hex.EncodeToString(sum[:]))
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:115 (escaper: the API parameters are set in url.Values and encoded with Encode, the right query escaper)
	req, err := http.NewRequest("GET", "https://api.ucloud.cn/?"+query.Encode(), nil) // lookalike
	if err != nil {
		return err
	}
	setUserAgent(req)
	resp, err := httpClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Copy asks UFile to copy by content hash (UploadHit).
func (u *ufile) Copy(ctx context.Context, dst, src string) error {
	resp, err := u.request(ctx, "HEAD", src, nil, nil)
	if err != nil {
		return err
	}
	hash := strings.Trim(resp.Header.Get("Etag"), "\"")
	size := resp.Header.Get("Content-Length")
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:190 (escaper: the destination key, any object name, is spliced raw as the FileName query value, so &, =, +, # or % in it change or break the query; it needs url.QueryEscape)
	uri := fmt.Sprintf("uploadhit?Hash=%s&FileName=%s&FileSize=%s", hash, dst, size) // defect escaper
	resp, err = u.request(ctx, "POST", uri, nil, nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (u *ufile) List(ctx context.Context, prefix, start, delimiter string, limit int64) error {
	query := url.Values{}
	query.Add("prefix", prefix)
	query.Add("marker", start)
	query.Add("delimiter", delimiter)
	query.Add("max-keys", strconv.Itoa(int(limit)))
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:239 (escaper: prefix, marker and delimiter are encoded with url.Values.Encode, the right query escaper)
	resp, err := u.request(ctx, "GET", "?listobjects&"+query.Encode(), nil, nil) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (u *ufile) CreateMultipartUpload(ctx context.Context, key string) error {
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:275 (escaper: the object key is spliced raw before the query, so a key with ? or # or % breaks the reference; it needs path escaping)
	resp, err := u.request(ctx, "POST", key+"?uploads", nil, nil) // defect escaper
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (u *ufile) UploadPart(ctx context.Context, key string, uploadID string, num int, data []byte) error {
	num--
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:289 (escaper: the object key is spliced raw into the path of the request reference; it needs path escaping)
	path := fmt.Sprintf("%s?uploadId=%s&partNumber=%d", key, uploadID, num) // defect escaper
	resp, err := u.request(ctx, "PUT", path, strings.NewReader(string(data)), nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (u *ufile) AbortUpload(ctx context.Context, key string, uploadID string) {
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:306 (escaper: the object key is spliced raw before the query; it needs path escaping)
	_, _ = u.request(ctx, "DELETE", key+"?uploads="+uploadID, nil, nil) // defect escaper
}

func (u *ufile) CompleteUpload(ctx context.Context, key string, uploadID string, etags []string) error {
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:314 (escaper: the object key is spliced raw before the query; it needs path escaping)
	resp, err := u.request(ctx, "POST", key+"?uploadId="+uploadID, strings.NewReader(strings.Join(etags, ",")), nil) // defect escaper
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (u *ufile) ListUploads(ctx context.Context, marker string) error {
	query := url.Values{}
	query.Add("muploadid", "")
	query.Add("marker", marker)
	query.Add("limit", strconv.Itoa(1000))
	// Source: github.com/juicedata/juicefs/pkg/object/ufile.go:344 (escaper: the parameters are encoded with url.Values.Encode, the right query escaper)
	resp, err := u.request(ctx, "GET", "?"+query.Encode(), nil, nil) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func newUFile(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	return &ufile{RestfulStorage{DefaultObjectStorage{}, endpoint, accessKey, secretKey, "UCloud", ufileSigner}}, nil
}

func init() {
	objectRegister("ufile", newUFile)
}
