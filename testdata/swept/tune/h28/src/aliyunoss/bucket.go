package aliyunoss

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
)

// Option sets a header of a request.
type Option func(http.Header)

func setHeader(key, value string) Option {
	return func(h http.Header) { h.Set(key, value) }
}

// HTTPHeaderOssCopySource is the header that names the object to copy.
const HTTPHeaderOssCopySource = "X-Oss-Copy-Source"

// CopySource is an option to set X-Oss-Copy-Source header
func CopySource(sourceBucket, sourceObject string) Option {
	return setHeader(HTTPHeaderOssCopySource, "/"+sourceBucket+"/"+sourceObject)
}

// Bucket is an OSS bucket.
type Bucket struct {
	BucketName string
}

// CopyObject copies the object inside the bucket.
func (bucket Bucket) CopyObject(srcObjectKey, destObjectKey string, options ...Option) (http.Header, error) {
	// Source: github.com/aliyun/aliyun-oss-go-sdk/oss/bucket.go:249 (escaper: the object key escaped into the x-oss-copy-source header value, no URI)
	options = append(options, CopySource(bucket.BucketName, url.QueryEscape(srcObjectKey))) // lookalike
	h := make(http.Header)
	for _, o := range options {
		o(h)
	}
	return h, nil
}

type cpConfig struct {
	FilePath string
	DirPath  string
}

func getCpFileName(src, dest, versionId string) string {
	md5Ctx := md5.New()
	md5Ctx.Write([]byte(src))
	srcCheckSum := hex.EncodeToString(md5Ctx.Sum(nil))

	md5Ctx.Reset()
	md5Ctx.Write([]byte(dest))
	destCheckSum := hex.EncodeToString(md5Ctx.Sum(nil))
	return fmt.Sprintf("%v-%v-%v.cp", srcCheckSum, destCheckSum, versionId)
}

func getDownloadCpFilePath(cpConf *cpConfig, srcBucket, srcObject, versionId, destFile string) string {
	if cpConf.FilePath == "" && cpConf.DirPath != "" {
		// Source: github.com/aliyun/aliyun-oss-go-sdk/oss/download.go:60 (escaper: an oss:// name of the source object that is only hashed into a checkpoint file name, no URI sent anywhere)
		src := fmt.Sprintf("oss://%v/%v", srcBucket, srcObject) // lookalike
		absPath, _ := filepath.Abs(destFile)
		cpFileName := getCpFileName(src, absPath, versionId)
		cpConf.FilePath = cpConf.DirPath + string(os.PathSeparator) + cpFileName
	}
	return cpConf.FilePath
}
