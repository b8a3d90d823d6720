package coscrypto_test

import (
	"testing"

	"cos"

	"github.com/stretchr/testify/suite"
)

const (
	kBucket = "cosgosdktest-1259654469"
	kRegion = "ap-guangzhou"
)

type CosTestSuite struct {
	suite.Suite
	Client *cos.Client
}

func TestCosTestSuite(t *testing.T) {
	suite.Run(t, new(CosTestSuite))
}
