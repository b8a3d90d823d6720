package kopia

import "fmt"

type b2Storage struct {
	BucketName string
	Prefix     string
}

// DisplayName is shown in listings.
func (s *b2Storage) DisplayName() string {
	return fmt.Sprintf("B2: %v", s.BucketName)
}

func (s *b2Storage) String() string {
	// Source: github.com/kopia/kopia/repo/blob/b2/b2_storage.go:251 (syntax: a display string from String() for logs, never parsed or sent; bucket and prefix are filled in for reading)
	return fmt.Sprintf("b2://%s/%s", s.BucketName, s.Prefix) // lookalike
}

type s3Storage struct {
	BucketName string
	Prefix     string
}

func (s *s3Storage) String() string {
	// Source: github.com/kopia/kopia/repo/blob/s3/s3_storage.go:297 (syntax: a display string from String() only printed, the s3:// form with bucket and prefix filled in)
	return fmt.Sprintf("s3://%v/%v", s.BucketName, s.Prefix) // lookalike
}
