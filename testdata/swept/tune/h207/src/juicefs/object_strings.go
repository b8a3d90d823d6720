package juicefs

import "fmt"

type ceph struct {
	DefaultObjectStorage
	name string
}

func (c *ceph) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/ceph.go:47 (syntax: the pool name in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("ceph://%s/", c.name) // lookalike
}

type ks3 struct {
	DefaultObjectStorage
	bucket string
}

func (s *ks3) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/ks3.go:66 (syntax: the bucket name in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("ks3://%s/", s.bucket) // lookalike
}

type oos struct {
	DefaultObjectStorage
	bucket string
}

func (s *oos) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/oos.go:41 (syntax: the bucket name in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("oos://%s/", s.bucket) // lookalike
}

type wasabi struct {
	DefaultObjectStorage
	bucket string
}

func (s *wasabi) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/wasabi.go:40 (syntax: the bucket name in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("wasabi://%s/", s.bucket) // lookalike
}
