package aliyunoss

import (
	"encoding/xml"
	"fmt"
)

// RefererXML is the referer configuration of a bucket.
type RefererXML struct {
	XMLName           xml.Name `xml:"RefererConfiguration"`
	AllowEmptyReferer bool     `xml:"AllowEmptyReferer"`
	RefererList       []string `xml:"RefererList>Referer"`
}

// Client is an OSS client.
type Client struct{}

// SetBucketReferer sets the bucket's referer allow list.
func (client Client) SetBucketReferer(bucketName string, referrers []string, allowEmptyReferer bool) error {
	rxml := RefererXML{AllowEmptyReferer: allowEmptyReferer, RefererList: referrers}
	_, err := xml.Marshal(rxml)
	return err
}

// BucketRefererSample shows how to set and clear the referers of a bucket.
func BucketRefererSample(client Client, bucketName string) {
	var referers = []string{
		"http://www.aliyun.com",
		// Source: github.com/aliyun/aliyun-oss-go-sdk/sample/bucket_referer.go:24 (syntax: a referer pattern whose "?" and "*" are OSS wildcards, not a query, given to SetBucketReferer as data)
		"http://www.???.aliyuncs.com", // lookalike
		"http://www.*.com",
	}

	// Case 1: Set referers. The referers are with wildcards ? and * which could represent one and zero to multiple characters
	err := client.SetBucketReferer(bucketName, referers, false)
	if err != nil {
		fmt.Println(err)
	}
}
